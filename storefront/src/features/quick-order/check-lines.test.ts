import { describe, expect, it } from 'vitest'

import type { ResolvedCode } from '@contract'

import { checkLines, codesToResolve, UNKNOWN_CODE } from './check-lines'
import { parsePastedText, QUANTITY_INVALID, QUANTITY_MISSING } from './parse-lines'

const resolved = (code: string) => ({ code, productId: 'p1', shortCode: 'NS 3501', size: '2-0' }) as ResolvedCode

describe('checkLines', () => {
  const lines = parsePastedText('ns3501 12\nNS 3501\nXX 1 2\nns3501 0')

  it('asks about each code, and the whole text of a line that may be a code without a quantity', () => {
    expect(codesToResolve(lines)).toEqual(['ns3501', 'NS', 'NS 3501', 'XX 1', 'ns3501'])
  })

  it('marks each line ready, unknown, or with its quantity problem', () => {
    const found = new Map([
      ['ns3501', resolved('ns3501')],
      ['NS 3501', resolved('NS 3501')],
    ])
    expect(checkLines(lines, found).map((line) => [line.code, line.quantity, line.problem, line.resolved?.shortCode ?? null])).toEqual([
      ['ns3501', 12, null, 'NS 3501'],
      ['NS 3501', null, QUANTITY_MISSING, 'NS 3501'],
      ['XX 1', 2, UNKNOWN_CODE, null],
      ['ns3501', null, QUANTITY_INVALID, 'NS 3501'],
    ])
  })
})

describe('checkLines and availability', () => {
  it('keeps a code out of stock out of the cart, and lets a backorder or a low code in', () => {
    const lines = parsePastedText('A1 2\nB2 2\nC3 2')
    const found = new Map([
      ['A1', { ...resolved('A1'), availability: { status: 'OUT_OF_STOCK' } } as ResolvedCode],
      ['B2', { ...resolved('B2'), availability: { status: 'BACKORDER', shipsInDays: 10 } } as ResolvedCode],
      ['C3', { ...resolved('C3'), availability: { status: 'LOW', quantity: 3 } } as ResolvedCode],
    ])
    expect(checkLines(lines, found).map((line) => [line.code, line.problem])).toEqual([
      ['A1', 'Out of stock'],
      ['B2', null],
      ['C3', null],
    ])
  })
})
