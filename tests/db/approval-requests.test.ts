import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { APPROVAL_DAYS } from '../../cms/contract/approvals'
import { GST_RATES } from '../../seed/data/gst-rates'
import { makeAddress, makeCustomer } from '../helpers/fixtures'
import { databaseUnderTest } from './database-under-test'
import { endRacers, startRacer, type Racer } from './racer'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('approvals'))
  for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
})
afterEach(() => endRacers())
afterAll(() => cleanup?.())

const PRICE = 42_500

/**
 * Two approvers of one company approve the same request at the same moment, each in a process of its own
 * (docs/decisions/071-approval-requests.md): the request's claim is one conditional write decided by the database, so
 * exactly one order is placed and the other approver is answered 409.
 */
describe('approvers racing for one request', () => {
  it('two processes approve at once: one order, one 409, the request APPROVED with that order', async () => {
    const category = await payload.create({ collection: 'categories', data: { name: `Approval race ${Date.now()}` } })
    const code = `APR ${Date.now().toString(36).toUpperCase()}`
    const product = await payload.create({
      collection: 'products',
      data: {
        name: `Approval Race Product ${Date.now()}`,
        category: category.id,
        _status: 'published',
        variants: [{ size: '3-0', codes: [{ shortCode: code, originalPrice: 50_000, discountedPrice: PRICE }] }],
      },
    })
    const [buyer, approver, admin] = [await makeCustomer(payload), await makeCustomer(payload), await makeCustomer(payload)]
    const address = await makeAddress(payload, buyer)
    const company = await payload.create({
      collection: 'companies',
      data: {
        name: 'Race Hospital',
        members: [
          { customer: admin.id, role: 'admin' },
          { customer: approver.id, role: 'approver' },
          { customer: buyer.id, role: 'buyer' },
        ],
        approval: { above: 0 },
      },
      depth: 0,
    })
    const cart = await payload.create({
      collection: 'carts',
      data: { customer: buyer.id, lines: [{ product: product.id, size: '3-0', code, quantity: 2 }] },
    })
    const request = await payload.create({
      collection: 'approval-requests',
      data: {
        company: company.id,
        buyer: buyer.id,
        cart: cart.id,
        input: { cartId: cart.id, addressId: address.id, paymentType: 'COD', orderAmount: (PRICE * 2) / 100 },
        lines: [{ name: 'Approval Race Product', size: '3-0', code, quantity: 2, unitPrice: PRICE }],
        subtotal: PRICE * 2,
        total: PRICE * 2,
        rules: ['above'],
        status: 'PENDING',
        expiresAt: new Date(Date.now() + APPROVAL_DAYS * 86_400_000).toISOString(),
      },
      depth: 0,
    })

    // Started one after the other: two processes opening the database at once would race to prepare it.
    const racers: Racer<{ outcome: 'approved' | 'refused' }>[] = []
    for (const member of [approver, admin]) racers.push(await startRacer('approval-racer', [String(member.id), request.id]))
    for (const racer of racers) racer.go()
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome))

    expect(outcomes.map(({ outcome }) => outcome).sort()).toEqual(['approved', 'refused'])
    const orders = await payload.find({ collection: 'orders', where: { customer: { equals: buyer.id } }, depth: 0 })
    expect(orders.totalDocs).toBe(1)
    const decided = await payload.findByID({ collection: 'approval-requests', id: request.id, depth: 0 })
    expect(decided).toMatchObject({ status: 'APPROVED', orderId: orders.docs[0].orderId })
    expect(orders.docs[0].approvedBy).toBe(decided.approver)
  }, 300_000)
})
