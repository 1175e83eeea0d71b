import { describe, expect, it } from 'vitest'

import type { StockReportRow } from '../../contract/stock-reports'
import { byCodeThenExpiry } from './report-order'

const row = (code: string, expiry: string | null, lot: string | null, location = 'MAIN'): StockReportRow => ({
  code,
  product: 'Probe',
  lot,
  expiry,
  manufactured: null,
  location,
  onHand: 1,
  reserved: 0,
  available: 1,
  daysToExpiry: null,
})

/** The order the report has always given: each comparison by `localeCompare`, ties kept as read. */
const byLocaleCompare = (rows: StockReportRow[]) =>
  [...rows].sort(
    (a, b) => a.code.localeCompare(b.code) || (a.expiry ?? '').localeCompare(b.expiry ?? '') || (a.lot ?? '').localeCompare(b.lot ?? ''),
  )

describe('the stock report order', () => {
  it('sorts by code, expiry and lot exactly as localeCompare does: case, spaces, hyphens, accents and digits', () => {
    const codes = ['ns 30', 'NS30', 'ns-30', 'NS 30', 'Ä1', 'a1', 'A1', 'b', 'B-2', 'b 2', '10', '9', 'z', 'Z']
    const rows = codes.flatMap((code, n) =>
      ['l1', 'L1', '=x', 'b,2', 'L10', 'L9'].map((lot, k) => row(code, k % 2 ? null : `202${(n + k) % 4}-0${1 + ((n * k) % 9)}`, lot)),
    )
    const shuffled = rows.map((value, index) => ({ value, key: (index * 7919) % rows.length })).sort((a, b) => a.key - b.key)
    const input = shuffled.map(({ value }) => value)
    expect(byCodeThenExpiry([...input])).toEqual(byLocaleCompare(input))
  })

  it('keeps rows of one code, expiry and lot in the order they were read (the newest balance first)', () => {
    const newest = row('NS30', '2027-03', 'L1', 'QUARANTINE')
    const oldest = row('NS30', '2027-03', 'L1', 'MAIN')
    const earlier = row('NS30', '2027-01', 'L2')
    expect(byCodeThenExpiry([newest, earlier, oldest])).toEqual([earlier, newest, oldest])
    expect(byCodeThenExpiry([oldest, newest, earlier])).toEqual([earlier, oldest, newest])
  })

  it('puts a code without any lot (no expiry) before the lots of the next code', () => {
    expect(byCodeThenExpiry([row('B', '2027-01', 'L1'), row('A', '2027-05', 'L1'), row('A', null, null)])).toEqual([
      row('A', null, null),
      row('A', '2027-05', 'L1'),
      row('B', '2027-01', 'L1'),
    ])
  })
})
