import { beforeAll, describe, expect, it } from 'vitest'

import { CREDIT_MESSAGES, statementResponseSchema } from '../../cms/contract'
import { call, rest } from '../helpers/api'
import { createCompany, newMember, type Member } from '../helpers/companies'
import { memberOrder, memberOrders, shipAndReadInvoice } from '../helpers/company-orders'
import { asOrderManager, catalogue, moveOrder, storedOrder, subtotalOf, type Line } from '../helpers/orders'
import { goodsWrittenOff } from '../helpers/returned-goods'

/**
 * A company's credit is shared by its members (docs/decisions/076-company-credit-and-orders.md): one limit over every
 * member's orders on account, one statement; and what each member sees of the company's orders.
 */

async function statementOf(member: Member) {
  const reply = await call('GET', '/account/statement', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return statementResponseSchema.parse(reply.body).data
}

async function returnIdsSeenBy(member: Member): Promise<string[]> {
  const reply = await call('GET', '/return/getMyReturns', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return (reply.body.data as { returnId: string }[]).map((entry) => entry.returnId)
}

/** Staff take the return through to its replacement; answers the replacement order's id. */
async function replaced(member: Member, returnId: string): Promise<string> {
  const found = await asOrderManager('GET', `/returns?where[returnId][equals]=${returnId}&depth=0`)
  const stored = found.body.docs[0] as { id: string; lines: unknown[] }
  for (const status of ['APPROVED', 'RECEIVED', 'REPLACED']) {
    const goods = status === 'RECEIVED' ? { goods: goodsWrittenOff(stored.lines) } : {}
    const moved = await asOrderManager('PATCH', `/returns/${stored.id}`, { status, ...goods })
    expect(moved.status, moved.text).toBe(200)
  }
  const reply = await call('GET', '/return/getMyReturns', { token: member.token })
  return (reply.body.data as { returnId: string; replacementOrderId: string }[]).find((entry) => entry.returnId === returnId)!
    .replacementOrderId
}

async function orderIdsSeenBy(member: Member): Promise<string[]> {
  const reply = await call('GET', '/order/getMyOrder', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return (reply.body.data.orders as { orderId: string }[]).map((order) => order.orderId)
}

let line: Line
let orderRupees: number

beforeAll(async () => {
  line = { item: (await catalogue())[0]!, quantity: 2 }
  orderRupees = subtotalOf([line]) / 100
})

describe("a company's credit", () => {
  it('is one limit for every member: two buyers ordering at once on account, with room for one order, get one order and one 409', async () => {
    const [admin, first, second, accounts] = await Promise.all(['Admin', 'First', 'Second', 'Accounts'].map(newMember))
    // A buyer's own credit does not count once they buy for a company.
    const own = await rest('PATCH', `/customers/${first.id}`, {
      business: { organisation: 'Own Clinic', type: 'clinic', verified: true },
      credit: { limit: 100_000_000, termsDays: 45 },
    })
    expect(own.status, own.text).toBe(200)
    const limit = Math.ceil(orderRupees * 1.5)
    const company = await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: first, role: 'buyer' },
        { member: second, role: 'buyer' },
        { member: accounts, role: 'accounts' },
      ],
      { name: 'Shared Credit Hospital', credit: { limit: limit * 100, termsDays: 30 } },
    )

    const defaults = await call('GET', '/checkout/defaults', { token: second.token })
    expect(defaults.body.data.paymentType).toBe('ACCOUNT')

    const replies = await Promise.all([first, second].map((member) => memberOrders(member, [line], { paymentType: 'ACCOUNT' })))
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409])
    const placed = replies.find((reply) => reply.status === 201)!
    const refused = replies.find((reply) => reply.status === 409)!
    expect(refused.body).toMatchObject({ message: CREDIT_MESSAGES.overLimit, limit, outstanding: orderRupees, orderAmount: orderRupees })
    expect(await storedOrder(placed.body.orderId)).toMatchObject({ company: company.id, paymentType: 'ACCOUNT' })

    const whole = (await statementOf(accounts))!
    expect(whole).toMatchObject({ organisation: 'Shared Credit Hospital', limit, termsDays: 30, outstanding: orderRupees })
    expect(whole.entries.map((entry) => entry.orderId)).toEqual([placed.body.orderId])
    expect((await statementOf(admin))!.entries).toHaveLength(1)

    // A buyer reads the company's figures, but only the orders they placed.
    const placer = placed === replies[0] ? first : second
    const other = placer === first ? second : first
    expect((await statementOf(placer))!.entries.map((entry) => entry.orderId)).toEqual([placed.body.orderId])
    const theirs = (await statementOf(other))!
    expect(theirs).toMatchObject({ outstanding: orderRupees, available: limit - orderRupees, entries: [], payments: [] })
  })

  it('is none for a member of a company without credit, whatever their own account had', async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    const own = await rest('PATCH', `/customers/${buyer.id}`, {
      business: { organisation: 'Own Clinic', type: 'clinic', verified: true },
      credit: { limit: 100_000_000, termsDays: 45 },
    })
    expect(own.status, own.text).toBe(200)
    await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
    ])
    const refused = await memberOrders(buyer, [line], { paymentType: 'ACCOUNT' })
    expect(refused.status, refused.text).toBe(403)
    expect(refused.body.message).toBe(CREDIT_MESSAGES.notOnAccount)
    expect(await statementOf(buyer)).toBeNull()
  })
})

describe("what members see of the company's orders", () => {
  it('a buyer sees their own; admins and accounts see every order and its documents, named by who placed it; the company can open them to buyers', async () => {
    const [admin, buyer, colleague, accounts, stranger] = await Promise.all(
      ['Admin', 'Buyer', 'Colleague', 'Accounts', 'Stranger'].map(newMember),
    )
    const company = await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
      { member: colleague, role: 'buyer' },
      { member: accounts, role: 'accounts' },
    ])
    await createCompany([{ member: stranger, role: 'admin' }])
    const placed = await memberOrders(buyer, [line])
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.orderId as string

    expect(await orderIdsSeenBy(colleague)).not.toContain(orderId)
    expect((await call('GET', `/order/getMyOrder/${orderId}`, { token: colleague.token })).status).toBe(404)
    expect((await call('GET', `/order/documents/${orderId}`, { token: colleague.token })).status).toBe(404)

    expect((await memberOrder(buyer, orderId)).placedBy).toBeNull()
    for (const reader of [admin, accounts]) {
      expect(await orderIdsSeenBy(reader)).toContain(orderId)
      expect((await memberOrder(reader, orderId)).placedBy).toBe(buyer.name)
      expect((await call('GET', `/order/documents/${orderId}`, { token: reader.token })).status).toBe(200)
    }
    // Seeing is not acting: only the buyer cancels their order.
    expect((await call('POST', '/order/cancel', { token: admin.token, body: { orderId, reason: 'Not needed' } })).status).toBe(404)

    const opened = await rest('PATCH', `/companies/${company.id}?depth=0`, { buyersSeeCompanyOrders: true })
    expect(opened.status, opened.text).toBe(200)
    expect(await orderIdsSeenBy(colleague)).toContain(orderId)
    expect((await memberOrder(colleague, orderId)).placedBy).toBe(buyer.name)

    expect(await orderIdsSeenBy(stranger)).not.toContain(orderId)
    expect((await call('GET', `/order/getMyOrder/${orderId}`, { token: stranger.token })).status).toBe(404)
    expect((await call('GET', `/order/documents/${orderId}`, { token: stranger.token })).status).toBe(404)
  })

  it("a free replacement stays with the company, and the company's admins and accounts see the return and its replacement", async () => {
    const [admin, buyer, colleague, accounts] = await Promise.all(['Admin', 'Buyer', 'Colleague', 'Accounts'].map(newMember))
    const company = await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
      { member: colleague, role: 'buyer' },
      { member: accounts, role: 'accounts' },
    ])
    const placed = await memberOrders(buyer, [line])
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.orderId as string
    await shipAndReadInvoice(buyer, orderId, 'LOT-REPLACE-1')
    expect((await moveOrder(orderId, 'DELIVERED')).status).toBe(200)
    const code = line.item.code
    const asked = await call('POST', '/return/create', {
      token: buyer.token,
      body: { orderId, kind: 'REPLACE', lines: [{ code, quantity: 1 }], reason: 'DAMAGED' },
    })
    expect(asked.status, asked.text).toBe(201)
    const returnId = asked.body.returnId as string
    const replacementId = await replaced(buyer, returnId)

    expect(await storedOrder(replacementId)).toMatchObject({ company: company.id, total: 0 })
    for (const reader of [admin, accounts]) {
      expect(await returnIdsSeenBy(reader)).toContain(returnId)
      expect(await orderIdsSeenBy(reader)).toContain(replacementId)
    }
    expect(await returnIdsSeenBy(buyer)).toContain(returnId)
    expect(await returnIdsSeenBy(colleague)).not.toContain(returnId)
    expect(await orderIdsSeenBy(colleague)).not.toContain(replacementId)
  })
})
