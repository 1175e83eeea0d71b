import { describe, expect, it } from 'vitest'

import { readableId } from './readable-id'

describe('readable references', () => {
  it('carries the prefix, the UTC day and unambiguous characters', () => {
    const id = readableId('NQ', 4, new Date('2026-11-25T20:00:00Z'))
    expect(id).toMatch(/^NQ-261125-[A-HJ-NP-Z2-9]{4}$/)
  })

  it('varies its random part', () => {
    const ids = new Set(Array.from({ length: 50 }, () => readableId('NS', 6)))
    expect(ids.size).toBe(50)
  })
})
