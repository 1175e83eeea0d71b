import { describe, expect, it } from 'vitest'

import { formatPostDate } from './format-post-date'

describe('formatPostDate', () => {
  it('writes DD Month YYYY HH:MM:SS in Indian time', () => {
    expect(formatPostDate('2025-03-05T08:33:09.000Z')).toBe('05 March 2025 14:03:09')
    expect(formatPostDate('2024-12-31T20:00:00.000Z')).toBe('01 January 2025 01:30:00')
  })

  it('gives an empty text for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('')
  })
})
