import { describe, expect, it } from 'vitest'

import { indiaDay, indiaWeek, latestSlot, nextSlot, parseDailySchedule, parseSchedule } from './schedule'

describe('backup schedule', () => {
  it('is daily at 02:00 India time in production and off elsewhere unless BACKUP_SCHEDULE says otherwise', () => {
    expect(parseSchedule(undefined, 'production')).toEqual({ kind: 'daily', minuteOfDay: 120 })
    expect(parseSchedule(undefined, 'development')).toEqual({ kind: 'off' })
    expect(parseSchedule('off', 'production')).toEqual({ kind: 'off' })
    expect(parseSchedule('daily@23:45', 'test')).toEqual({ kind: 'daily', minuteOfDay: 23 * 60 + 45 })
    expect(() => parseSchedule('0 2 * * *', 'production')).toThrow(/BACKUP_SCHEDULE is off or daily@HH:MM/)
  })

  it('reads another daily setting the same way, with its own name and production time', () => {
    expect(parseDailySchedule('CERTIFICATE_DIGEST_SCHEDULE', undefined, 'production', '08:00')).toEqual({ kind: 'daily', minuteOfDay: 480 })
    expect(parseDailySchedule('CERTIFICATE_DIGEST_SCHEDULE', undefined, 'test', '08:00')).toEqual({ kind: 'off' })
    expect(() => parseDailySchedule('CERTIFICATE_DIGEST_SCHEDULE', 'weekly', 'production', '08:00')).toThrow(
      /CERTIFICATE_DIGEST_SCHEDULE is off or daily@HH:MM in India time, e.g. daily@08:00/,
    )
  })

  it('places 02:00 India time at 20:30 UTC of the day before, and finds the slots around any instant', () => {
    const schedule = { minuteOfDay: 120 }
    expect(latestSlot(schedule, new Date('2026-11-25T20:30:00Z')).toISOString()).toBe('2026-11-25T20:30:00.000Z')
    expect(latestSlot(schedule, new Date('2026-11-25T20:29:59Z')).toISOString()).toBe('2026-11-24T20:30:00.000Z')
    expect(latestSlot(schedule, new Date('2026-11-26T03:00:00Z')).toISOString()).toBe('2026-11-25T20:30:00.000Z')
    expect(nextSlot(schedule, new Date('2026-11-26T03:00:00Z')).toISOString()).toBe('2026-11-26T20:30:00.000Z')
    const lateEvening = { minuteOfDay: 23 * 60 + 30 }
    expect(latestSlot(lateEvening, new Date('2026-11-25T18:00:00Z')).toISOString()).toBe('2026-11-25T18:00:00.000Z')
  })

  it('counts days and weeks (from Monday) in India time', () => {
    expect(indiaDay(new Date('2026-11-25T18:29:00Z'))).toBe('2026-11-25')
    expect(indiaDay(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26')
    expect(indiaWeek(new Date('2026-11-29T18:29:00Z'))).toBe('2026-11-23')
    expect(indiaWeek(new Date('2026-11-29T18:30:00Z'))).toBe('2026-11-30')
  })
})
