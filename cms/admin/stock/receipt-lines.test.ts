import { describe, expect, it } from 'vitest'

import { emptyLine, placeProblems, receiptRequest, withScan, type ReceiptLine } from './receipt-lines'

const suture = { code: 'NS 3501', title: 'Nuvo Silk · 3-0' }
const box = { gtin: '09506000134352', lot: 'NS2409-118', expiry: '2027-03' }

describe('a scan on the receipt form', () => {
  it('adds a line for a new box, one unit unless the code carries a quantity', () => {
    const once = withScan([], box, suture, 1)
    expect(once).toEqual([
      { key: 1, code: 'NS 3501', title: 'Nuvo Silk · 3-0', lot: 'NS2409-118', expiry: '2027-03', manufactured: '', quantity: '1' },
    ])
    expect(withScan([], { ...box, quantity: 12 }, suture, 1)[0].quantity).toBe('12')
  })

  it('adds a box of a lot already on the form to its line', () => {
    const lines = withScan(withScan(withScan([], box, suture, 1), box, suture, 2), { ...box, quantity: 10 }, suture, 3)
    expect(lines).toHaveLength(1)
    expect(lines[0].quantity).toBe('12')
  })

  it('keeps another lot, expiry or code on a line of its own', () => {
    let lines = withScan([], box, suture, 1)
    lines = withScan(lines, { ...box, lot: 'NS2409-119' }, suture, 2)
    lines = withScan(lines, { ...box, expiry: '2027-04' }, suture, 3)
    lines = withScan(lines, box, { code: 'NS 3502', title: '' }, 4)
    expect(lines.map((line) => line.key)).toEqual([1, 2, 3, 4])
  })
})

describe('the receipt sent', () => {
  it('sends the location, trimmed fields, whole quantities as numbers and the manufacturing date only when known', () => {
    const typed: ReceiptLine = { ...emptyLine(1), code: ' NS 3501 ', lot: ' l1 ', expiry: '2027-03', quantity: '4' }
    const scanned: ReceiptLine = { ...typed, key: 2, manufactured: '2024-09', quantity: '2.5' }
    expect(receiptRequest('MAIN', [typed, scanned])).toEqual({
      location: 'MAIN',
      lines: [
        { code: 'NS 3501', lot: 'l1', expiry: '2027-03', quantity: 4 },
        { code: 'NS 3501', lot: 'l1', expiry: '2027-03', quantity: '2.5', manufactured: '2024-09' },
      ],
    })
    expect(receiptRequest('', [])).toEqual({ lines: [] })
  })
})

describe("the server's messages", () => {
  it('go beside the line they name, the location, or above the lines', () => {
    const placed = placeProblems(
      [
        { field: 'lines.2.expiry', message: 'Expiry: a month as YYYY-MM' },
        { field: 'lines.2.lot', message: 'Lot is required' },
        { field: 'lines.0', message: 'Unknown code' },
        { field: 'location', message: 'No such location' },
        { field: 'lines', message: 'At most 500 lines' },
        { field: 'lines.1.gtin', message: 'No code has this GTIN' },
      ],
      'Refused',
    )
    expect(Object.fromEntries(placed.byLine)).toEqual({
      2: [
        { field: 'expiry', message: 'Expiry: a month as YYYY-MM' },
        { field: 'lot', message: 'Lot is required' },
      ],
      0: [{ field: null, message: 'Unknown code' }],
      1: [{ field: 'code', message: 'No code has this GTIN' }],
    })
    expect(placed.location).toEqual(['No such location'])
    expect(placed.general).toEqual(['At most 500 lines'])
  })

  it('fall back to the answer message when no field is named', () => {
    expect(placeProblems([], 'You are not allowed to do this').general).toEqual(['You are not allowed to do this'])
  })
})
