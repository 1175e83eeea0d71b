import { describe, expect, it } from 'vitest'

import { parsePriceListCsv } from './price-list-csv'

describe("a price list's CSV", () => {
  it('has rupees for people; its lines carry the exact paise a list stores', () => {
    const { lines, errors } = parsePriceListCsv('code,price\nNW 2341,"₹2,650.00"\nDN 1101,0.29\nBD 7121,82.05\nDS 2201,1.15\n')
    expect(errors).toEqual([])
    expect(lines).toEqual([
      { code: 'NW 2341', price: 265_000 },
      { code: 'DN 1101', price: 29 },
      { code: 'BD 7121', price: 8205 },
      { code: 'DS 2201', price: 115 },
    ])
  })

  it('refuses a fraction of a paisa, naming the row', () => {
    expect(parsePriceListCsv('NW 2341,10.005').errors).toEqual([
      { field: 'row 1', message: 'The price of NW 2341 must be rupees above 0, e.g. 489.50' },
    ])
  })
})
