import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadEwayBills, type SlipOrder } from '../../cms/admin/packing-slips/load-orders'
import { makeCustomer } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

async function anOrder(): Promise<SlipOrder> {
  const customer = await makeCustomer(payload)
  return (await payload.create({
    collection: 'orders',
    data: {
      customer: customer.id,
      lines: [],
      address: { type: 'Office', doorNo: '4', streetName: 'Ring Road', city: 'City', state: 'Delhi', pincode: '110001' },
      subtotal: 0,
      discount: { code: null, percent: 0, amount: 0 },
      total: 0,
      paymentType: 'COD',
    } as never,
  })) as SlipOrder
}

async function invoiceOf(order: SlipOrder, sequence: number, ewayBill: { number: string; generatedAt: string; validUntil: string } | null) {
  const number = `NS/26-27/${String(sequence).padStart(6, '0')}`
  await payload.create({
    collection: 'tax-documents',
    data: {
      number,
      kind: 'invoice',
      series: 'invoice:NS/26-27',
      sequence,
      order: order.id,
      orderKind: `${order.id}:invoice`,
      issuedAt: new Date().toISOString(),
      data: { kind: 'invoice', number },
      eInvoice: { status: 'registered', irn: `irn-${sequence}`, ...(ewayBill ? { ewayBill } : {}) },
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('packing-slip-eway-bill'))
})
afterAll(() => cleanup())

describe('packing slips', () => {
  it('find the e-way bill each order travels with on its invoice, and none for an order without one', async () => {
    const [withBill, withoutBill, notInvoiced] = [await anOrder(), await anOrder(), await anOrder()]
    const ewayBill = { number: '391012345678', generatedAt: '2026-11-28T06:30:00.000Z', validUntil: '2026-11-29T18:29:00.000Z' }
    await invoiceOf(withBill, 1, ewayBill)
    await invoiceOf(withoutBill, 2, null)
    const found = await loadEwayBills(payload, [withBill, withoutBill, notInvoiced])
    expect([...found.entries()]).toEqual([[String(withBill.id), ewayBill]])
  })
})
