import { describe, expect, it } from 'vitest'

import { partBWords } from './part-b-words'

describe('Part B in the order summary', () => {
  it('reads the stored Part B in one line, leaving out what was not given', () => {
    const road = {
      mode: 'road' as const,
      transporterId: '29AAACB1234C1Z5',
      documentNumber: 'AWB-1',
      documentDate: '2026-11-28',
      vehicleNumber: 'RJ14AB1234',
      distanceKm: null,
    }
    expect(partBWords(road)).toBe('Road · transporter 29AAACB1234C1Z5 · AWB-1 of 2026-11-28 · vehicle RJ14AB1234')
    expect(partBWords({ ...road, mode: 'air', vehicleNumber: null, distanceKm: 1200 })).toBe(
      'Air · transporter 29AAACB1234C1Z5 · AWB-1 of 2026-11-28 · 1200 km',
    )
  })
})
