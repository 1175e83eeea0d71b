import { describe, expect, it } from 'vitest'

import { stampOf } from './window'

describe('stampOf', () => {
  it('gives SQLite text and MongoDB dates of one moment the same value, so held answers and the window compare', () => {
    const iso = '2026-11-23T19:05:44.488Z'
    expect(stampOf(iso)).toBe(iso)
    expect(stampOf(new Date(iso))).toBe(iso)
    expect(stampOf('2026-11-23T19:05:44.488+00:00')).toBe(iso)
  })

  it('gives nothing for a missing or unreadable value', () => {
    expect(stampOf(undefined)).toBeNull()
    expect(stampOf(null)).toBeNull()
    expect(stampOf('not a date')).toBeNull()
    expect(stampOf(1_700_000_000_000)).toBeNull()
  })
})
