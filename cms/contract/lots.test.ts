import { describe, expect, it } from 'vitest'

import { checkShipmentLots, expiryLabel, lastDayOfExpiry, lotLabel, normaliseLotNumber } from './lots'

const rules = { today: '2026-11-26', usableUntil: '2026-11-26', minimumDays: 0 }
const lines = [
  { code: 'NW101', quantity: 5, tracksLots: true, needsExpiry: true },
  { code: 'GL7', quantity: 2, tracksLots: false, needsExpiry: false },
]
/** A sterile suture and a non-sterile gauze that both track lots. */
const mixed = [
  { code: 'NW101', quantity: 2, tracksLots: true, needsExpiry: true },
  { code: 'GZ10', quantity: 4, tracksLots: true, needsExpiry: false },
]

describe('lots on shipping', () => {
  it('accepts lots adding up to each tracked line, and none for a product that does not track lots', () => {
    const lots = [
      { code: 'NW101', lot: ' ns2409-118 ', expiry: '2027-03', quantity: 3 },
      { code: 'NW101', lot: 'NS2410-002', expiry: '2027-05', quantity: 2 },
    ]
    expect(checkShipmentLots(lines, lots, rules)).toEqual({
      lots: [
        { code: 'NW101', lot: 'NS2409-118', expiry: '2027-03', quantity: 3 },
        { code: 'NW101', lot: 'NS2410-002', expiry: '2027-05', quantity: 2 },
      ],
    })
  })

  it('names the code when the lots do not add up or are missing', () => {
    expect(checkShipmentLots(lines, [{ code: 'NW101', lot: 'A', expiry: '2027-03', quantity: 4 }], rules)).toEqual({
      problems: [{ path: 'shipment.lots', message: 'Code NW101: the lots add up to 4, the line has 5' }],
    })
    expect(checkShipmentLots(lines, undefined, rules)).toEqual({
      problems: [{ path: 'shipment.lots', message: 'Code NW101: lots are required (lot number, expiry and quantity adding up to 5)' }],
    })
  })

  it('names the field and the code of each incomplete lot', () => {
    const checked = checkShipmentLots(
      lines,
      [
        { code: 'NW101', quantity: 0 },
        { code: 'XX9', lot: 'B', expiry: '27-03', quantity: 5 },
      ],
      rules,
    )
    expect(checked).toEqual({
      problems: [
        { path: 'shipment.lots.0.lot', message: 'Code NW101: the lot number is required' },
        { path: 'shipment.lots.0.expiry', message: 'Code NW101: the expiry (YYYY-MM) is required for a sterile product' },
        { path: 'shipment.lots.0.quantity', message: 'Code NW101: the quantity must be a whole number of at least 1' },
        { path: 'shipment.lots.1.code', message: 'Code XX9 is not on this order' },
        { path: 'shipment.lots.1.expiry', message: 'Code XX9: the expiry must be a month as YYYY-MM, not "27-03"' },
      ],
    })
  })

  it('ships a lot until the end of its expiry month, and refuses it once expired or too close to expiry', () => {
    const lot = (expiry: string) => [{ code: 'NW101', lot: 'L1', expiry, quantity: 5 }]
    expect(checkShipmentLots(lines, lot('2026-11'), rules)).toHaveProperty('lots')
    expect(checkShipmentLots(lines, lot('2026-10'), rules)).toEqual({
      problems: [{ path: 'shipment.lots.0.expiry', message: 'Code NW101: lot L1 expired in 2026-10 and cannot be shipped' }],
    })
    const ninetyDays = { today: '2026-11-26', usableUntil: '2027-02-24', minimumDays: 90 }
    expect(checkShipmentLots(lines, lot('2027-02'), ninetyDays)).toHaveProperty('lots')
    expect(checkShipmentLots(lines, lot('2027-01'), ninetyDays)).toEqual({
      problems: [
        {
          path: 'shipment.lots.0.expiry',
          message:
            'Code NW101: lot L1 expires in 2027-01, less than the 90 days before expiry the shop ships with (usable until 2027-02-24 at least)',
        },
      ],
    })
  })

  it('asks an expiry only of sterile products: a lot of another product ships without one', () => {
    expect(
      checkShipmentLots(
        mixed,
        [
          { code: 'NW101', lot: 'S1', expiry: '2027-03', quantity: 2 },
          { code: 'GZ10', lot: 'G1', quantity: 3 },
          { code: 'GZ10', lot: 'G2', expiry: ' ', quantity: 1 },
        ],
        rules,
      ),
    ).toEqual({
      lots: [
        { code: 'NW101', lot: 'S1', expiry: '2027-03', quantity: 2 },
        { code: 'GZ10', lot: 'G1', expiry: null, quantity: 3 },
        { code: 'GZ10', lot: 'G2', expiry: null, quantity: 1 },
      ],
    })
    expect(
      checkShipmentLots(
        mixed,
        [
          { code: 'NW101', lot: 'S1', quantity: 2 },
          { code: 'GZ10', lot: 'G1', quantity: 4 },
        ],
        rules,
      ),
    ).toEqual({
      problems: [{ path: 'shipment.lots.0.expiry', message: 'Code NW101: the expiry (YYYY-MM) is required for a sterile product' }],
    })
    expect(checkShipmentLots(mixed, [{ code: 'NW101', lot: 'S1', expiry: '2027-03', quantity: 2 }], rules)).toEqual({
      problems: [{ path: 'shipment.lots', message: 'Code GZ10: lots are required (lot number, and quantity adding up to 4)' }],
    })
  })

  it('applies the expiry rules to a lot of a non-sterile product that has an expiry', () => {
    const lots = (expiry: string) => [
      { code: 'NW101', lot: 'S1', expiry: '2027-03', quantity: 2 },
      { code: 'GZ10', lot: 'G1', expiry, quantity: 4 },
    ]
    expect(checkShipmentLots(mixed, lots('2026-10'), rules)).toEqual({
      problems: [{ path: 'shipment.lots.1.expiry', message: 'Code GZ10: lot G1 expired in 2026-10 and cannot be shipped' }],
    })
    expect(checkShipmentLots(mixed, lots('10/2027'), rules)).toEqual({
      problems: [{ path: 'shipment.lots.1.expiry', message: 'Code GZ10: the expiry must be a month as YYYY-MM, not "10/2027"' }],
    })
  })

  it('prints a lot without an expiry with a dash', () => {
    expect(expiryLabel(null)).toBe('—')
    expect(lotLabel({ lot: 'G1', expiry: null, quantity: 3 })).toBe('Batch No. G1 · Exp. — · Qty 3')
  })

  it('keeps lot numbers trimmed and upper-case, and prints expiries as month/year', () => {
    expect(normaliseLotNumber('  ns 2409\t118 ')).toBe('NS 2409 118')
    expect(lastDayOfExpiry('2028-02')).toBe('2028-02-29')
    expect(expiryLabel('2027-03')).toBe('03/2027')
  })
})
