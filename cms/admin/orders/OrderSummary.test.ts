import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { Order } from '../../payload-types'
import { OrderSummary } from './OrderSummary'

// The status buttons and the documents' links are client components of the admin's UI kit, which only loads in a
// browser bundle.
vi.mock('./StatusActions', () => ({ StatusActions: () => null }))
vi.mock('../TaxDocumentDownloads', () => ({ TaxDocumentDownloads: () => null }))

/**
 * The summary reads the buyer, the couriers, the products' lot rules and the site settings' e-way bill threshold: none
 * of them matter to the payment card.
 */
const req = {
  payload: {
    findByID: async () => null,
    find: async () => ({ docs: [] }),
    findGlobal: async () => ({}),
  },
}

async function summary(order: Partial<Order>): Promise<string> {
  const data = {
    id: 'o1',
    orderId: 'NS-261126-ABCD',
    createdAt: '2026-11-26T06:00:00.000Z',
    status: 'ORDERED',
    customer: 'c1',
    lines: [],
    statusHistory: [],
    ...order,
  }
  // A server component: Payload calls it as a function with the document and the request.
  const render = OrderSummary as (props: Record<string, unknown>) => Promise<ReactElement>
  const element = await render({ data, id: 'o1', req })
  return renderToStaticMarkup(element)
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe("the admin's order summary", () => {
  it('shows a free replacement as "Nothing to pay", not the payment type of the order it replaces', async () => {
    const shown = text(await summary({ paymentType: 'COD', paymentStatus: 'PENDING', subtotal: 0, total: 0 }))
    expect(shown).toContain('Payment Nothing to pay')
    expect(shown).not.toContain('COD')
    expect(shown).not.toContain('Cash on delivery')
  })

  it('names how a paid order was paid in the shared words', async () => {
    const shown = text(await summary({ paymentType: 'ONLINE', paymentStatus: 'PAID', subtotal: 85_000, total: 85_000 }))
    expect(shown).toContain('Payment Paid online')
  })
})
