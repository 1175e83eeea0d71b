import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { EwayBill } from '../../services/for-collections'
import type { SlipOrder } from '../packing-slips/load-orders'
import { PackingSlip } from '../packing-slips/PackingSlip'

const sender = { name: 'Nuvo Surgical', address: 'Gurugram' }

function slip(
  paymentType: SlipOrder['paymentType'],
  total: number,
  paymentStatus: SlipOrder['paymentStatus'] = 'PENDING',
  ewayBill: EwayBill | null = null,
  purchase: Partial<Pick<SlipOrder, 'poNumber' | 'costCentre' | 'approverName'>> = {},
): string {
  const order = {
    id: '1',
    orderId: 'NS-261126-ABCD',
    createdAt: '2026-11-26T06:00:00.000Z',
    paymentType,
    paymentStatus,
    total,
    lines: [],
    address: {},
    customer: '2',
    ...purchase,
  }
  return renderToStaticMarkup(createElement(PackingSlip, { order: order as unknown as SlipOrder, sender, ewayBill }))
}

describe('packing slip', () => {
  it('tells the packer how the order is paid', () => {
    expect(slip('COD', 85_000)).toContain('Cash on delivery')
    expect(slip('ONLINE', 85_000, 'PAID')).toContain('Paid online')
    expect(slip('ACCOUNT', 85_000)).toContain('On account')
  })

  it('tells the courier there is nothing to pay for a free replacement, whatever the replaced order was', () => {
    const html = slip('COD', 0)
    expect(html).toContain('Nothing to pay')
    expect(html).not.toContain('Cash on delivery')
  })

  it('prints the e-way bill number and its validity when the goods travel with one', () => {
    const ewayBill = { number: '391012345678', generatedAt: '2026-11-26T06:30:00.000Z', validUntil: '2026-11-27T18:29:00.000Z' }
    expect(slip('COD', 85_000_00, 'PENDING', ewayBill)).toContain(
      'E-way bill No <strong>391012345678</strong> · valid until 2026-11-27 23:59',
    )
    expect(slip('COD', 85_000_00)).not.toContain('E-way bill')
  })

  it("prints a company order's PO number, cost centre and approver for the receiving stores", () => {
    const purchase = { poNumber: 'PO/CARD/2026/118', costCentre: 'Cardiac theatre', approverName: 'Dr Meera Iyer' }
    expect(slip('ACCOUNT', 85_000, 'PENDING', null, purchase)).toContain(
      'PO number PO/CARD/2026/118 · Cost centre Cardiac theatre · Approved by Dr Meera Iyer',
    )
    expect(slip('ACCOUNT', 85_000, 'PENDING', null, { poNumber: 'PO-7' })).toContain('PO number PO-7</p>')
    expect(slip('ACCOUNT', 85_000)).not.toContain('PO number')
  })
})
