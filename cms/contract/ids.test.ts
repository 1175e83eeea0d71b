import { describe, expect, it } from 'vitest'

import { idOf } from './ids'

describe('idOf', () => {
  it('reads the id of a related document read at depth', () => {
    expect(idOf({ id: 'p-1', title: 'Gauze' })).toBe('p-1')
  })

  it('keeps an id given as such', () => {
    expect(idOf('p-2')).toBe('p-2')
  })

  it('writes a numeric id as text', () => {
    expect(idOf(7)).toBe('7')
    expect(idOf({ id: 8 })).toBe('8')
  })

  it('answers null for a relationship that points at nothing', () => {
    expect(idOf(null)).toBeNull()
    expect(idOf(undefined)).toBeNull()
    expect(idOf('')).toBeNull()
    expect(idOf({ id: null })).toBeNull()
  })
})
