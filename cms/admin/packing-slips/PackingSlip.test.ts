import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SlipOrder } from '../packing-slips/load-orders'
import { PackingSlip } from '../packing-slips/PackingSlip'

const sender = { name: 'Nuvo Surgical', address: 'Gurugram' }

function slip(paymentType: SlipOrder['paymentType'], total: number, paymentStatus: SlipOrder['paymentStatus'] = 'PENDING'): string {
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
  }
  return renderToStaticMarkup(createElement(PackingSlip, { order: order as unknown as SlipOrder, sender }))
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
})
