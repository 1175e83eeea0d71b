import { describe, expect, it } from 'vitest'

import { setsToDelete, type StoredSet } from './retention'

/** A set taken at 02:00 India time on each of `days` consecutive days up to 2026-11-25, plus extra manual ones. */
function dailySets(days: number): StoredSet[] {
  return Array.from({ length: days }, (_, i) => {
    const startedAt = new Date(Date.UTC(2026, 10, 24 - i, 20, 30))
    return { name: startedAt.toISOString(), startedAt }
  })
}

describe('backup retention', () => {
  it('keeps the newest set of each of the last N days and of each of the last M weeks, and deletes the rest', () => {
    const sets = dailySets(40)
    const deleted = setsToDelete(sets, { keepDaily: 7, keepWeekly: 4 })
    const kept = sets.filter((set) => !deleted.includes(set.name)).map((set) => set.name)
    // 7 days (25 Nov back to 19 Nov, India time) and the newest of the 4 weeks starting 23, 16, 9 and 2 Nov.
    expect(kept).toEqual([
      '2026-11-24T20:30:00.000Z',
      '2026-11-23T20:30:00.000Z',
      '2026-11-22T20:30:00.000Z',
      '2026-11-21T20:30:00.000Z',
      '2026-11-20T20:30:00.000Z',
      '2026-11-19T20:30:00.000Z',
      '2026-11-18T20:30:00.000Z',
      '2026-11-14T20:30:00.000Z',
      '2026-11-07T20:30:00.000Z',
    ])
    expect(deleted).toHaveLength(40 - 9)
  })

  it('keeps only the newest of several sets of one day', () => {
    const morning = { name: 'morning', startedAt: new Date('2026-11-25T03:00:00Z') }
    const night = { name: 'night', startedAt: new Date('2026-11-24T20:30:00Z') }
    expect(setsToDelete([night, morning], { keepDaily: 1, keepWeekly: 0 })).toEqual(['night'])
  })

  it('counts days that have a set, so a long gap in backups never deletes the last good ones', () => {
    const old = [{ name: 'march', startedAt: new Date('2026-03-01T20:30:00Z') }]
    expect(setsToDelete(old, { keepDaily: 7, keepWeekly: 0 })).toEqual([])
  })
})
