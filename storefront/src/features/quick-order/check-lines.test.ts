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
