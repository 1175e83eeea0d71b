import { describe, expect, it } from 'vitest'

import { dayInWords, lastDayToRegister, registerByWarning, reportingWindow } from './reporting-window'

/** Noon in India on a shop day. */
const noonOn = (day: string) => new Date(`${day}T12:00:00+05:30`)

describe('the 30-day reporting window of an e-invoice', () => {
  const dated = '2026-11-01'

  it('is open to day 24, closing from day 25 to day 30, and closed from day 31', () => {
    expect(reportingWindow(dated, noonOn('2026-11-25')).state).toBe('open') // day 24
    expect(reportingWindow(dated, noonOn('2026-11-26')).state).toBe('closing') // day 25
    expect(reportingWindow(dated, noonOn('2026-12-01')).state).toBe('closing') // day 30
    expect(reportingWindow(dated, noonOn('2026-12-02')).state).toBe('closed') // day 31
    expect(reportingWindow(dated, noonOn('2026-12-02')).lastDay).toBe('2026-12-01')
  })

  it('counts days in India time, whatever the server clock says', () => {
    // 18:29 UTC on 25 November is 23:59 in India (day 24); a minute later it is 26 November (day 25).
    expect(reportingWindow(dated, new Date('2026-11-25T18:29:00Z')).state).toBe('open')
    expect(reportingWindow(dated, new Date('2026-11-25T18:30:00Z')).state).toBe('closing')
    // The last minute of day 30 in India, and the first of day 31.
    expect(reportingWindow(dated, new Date('2026-12-01T18:29:00Z')).state).toBe('closing')
    expect(reportingWindow(dated, new Date('2026-12-01T18:30:00Z')).state).toBe('closed')
  })

  it('runs across month and year ends', () => {
    expect(lastDayToRegister('2026-12-15')).toBe('2027-01-14')
    expect(lastDayToRegister('2028-02-01')).toBe('2028-03-02')
    expect(reportingWindow('2026-12-15', noonOn('2027-01-09')).state).toBe('closing')
  })

  it('tells staff the last day in words', () => {
    expect(dayInWords('2026-09-05')).toBe('05 Sep 2026')
    expect(registerByWarning('2026-12-01')).toBe('Register by 01 Dec 2026: the portal refuses it after 30 days')
  })
})
