import { beforeAll, describe, expect, it } from 'vitest'

import {
  APPROVAL_MESSAGES,
  approvalRequestsResponseSchema,
  approveResponseSchema,
  awaitingApprovalResponseSchema,
  rejectResponseSchema,
  type ApprovalRequestView,
} from '../../cms/contract'
import { baseUrl, call, request, rest, type Reply } from '../helpers/api'
import { createCompany, newMember, type Member, type MemberRow } from '../helpers/companies'
import { catalogue, newCart, storedOrder, subtotalOf, waitForEmail, type Line, type Purchasable } from '../helpers/orders'

/** Approval requests: an order a company rule holds back until an approver places it (decision 071). */

/** A hospital with an admin, two buyers, an approver and an accounts member; the buyers' extra flags as given. */
async function hospital(approval: { above?: number; offContract?: boolean }, buyerRow: Partial<MemberRow> = {}, withApprover = true) {
  const [admin, buyer, otherBuyer, approver, accounts, secondApprover] = await Promise.all(
    ['Admin', 'Buyer', 'Buyer', 'Approver', 'Accounts', 'Approver'].map(newMember),
  )
  const rows: MemberRow[] = [
    { member: admin, role: 'admin' },
    { ...buyerRow, member: buyer, role: 'buyer' },
    { member: otherBuyer, role: 'buyer' },
    { member: accounts, role: 'accounts' },
    ...(withApprover
      ? [
          { member: approver, role: 'approver' as const },
          { member: secondApprover, role: 'approver' as const },
        ]
      : []),
  ]
  const company = await createCompany(rows, { approval })
  return { company, admin, buyer, otherBuyer, approver, secondApprover, accounts }
}

async function order(member: Member, lines: Line[], amount = subtotalOf(lines) / 100): Promise<Reply> {
  const cartId = await newCart({ token: member.token, ip: '', email: member.email, name: member.name, addressId: member.addressId }, lines)
  return call('POST', '/order/create', {
    token: member.token,
    body: { cartId, paymentType: 'COD', addressId: member.addressId, orderAmount: amount },
  })
}

async function requestsOf(member: Member): Promise<ApprovalRequestView[]> {
  const reply = await call('GET', '/company/requests', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return approvalRequestsResponseSchema.parse(reply.body).data.requests
}

const approve = (member: Member, requestId: string) => call('POST', `/company/requests/${requestId}/approve`, { token: member.token })
const reject = (member: Member, requestId: string, body: unknown) =>
  call('POST', `/company/requests/${requestId}/reject`, { token: member.token, body })

function awaiting(reply: Reply) {
  expect(reply.status, reply.text).toBe(202)
  return awaitingApprovalResponseSchema.parse(reply.body)
}

let items: Purchasable[]
let item: Purchasable
let other: Purchasable

beforeAll(async () => {
  items = await catalogue()
  item = items[0]
  other = items.find((candidate) => candidate.code !== item.code)!
})

describe('orders a company rule holds back', () => {
  it('an order above the approval amount becomes a request: 202, no order, the approvers emailed; below it the order is placed', async () => {
    const { buyer, approver, otherBuyer } = await hospital({ above: item.price * 2 })
    const held = awaiting(await order(buyer, [{ item, quantity: 3 }]))
    expect(held).toMatchObject({ status: 'AWAITING_APPROVAL', rules: ['above'], totalAmount: (item.price * 3) / 100 })
    const email = await waitForEmail((sent) => sent.to.includes(approver.email) && (sent.text ?? '').includes(held.requestId))
    expect(email.subject).toContain('Approval needed')
    const ordersOfBuyer = await call('GET', '/order/getMyOrder', { token: buyer.token })
    expect(ordersOfBuyer.body.data.orders).toHaveLength(0)

    const placed = await order(otherBuyer, [{ item, quantity: 2 }])
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.orderId).toMatch(/^NS-/)
  })

  it('an order with a code off the price lists goes for approval; one with only contract codes is placed', async () => {
    const { buyer } = await hospital({ offContract: true })
    const business = await call('PATCH', '/user/business', {
      token: buyer.token,
      body: { organisation: 'Approvals Hospital', type: 'hospital', gstin: '07AABCC4321H1Z3' },
    })
    expect(business.status, business.text).toBe(200)
    expect((await rest('PATCH', `/customers/${buyer.id}`, { business: { verified: true } })).status).toBe(200)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
    const list = await rest('POST', '/price-lists', {
      name: `Approvals contract ${buyer.id}`,
      validFrom: today,
      customers: [buyer.id],
      lines: [{ code: item.code, price: item.price }],
    })
    expect(list.status, list.text).toBe(201)

    const onContract = await order(buyer, [{ item, quantity: 1 }])
    expect(onContract.status, onContract.text).toBe(201)
    const offContract = awaiting(
      await order(buyer, [
        { item, quantity: 1 },
        { item: other, quantity: 1 },
      ]),
    )
    expect(offContract.rules).toEqual(['offContract'])
  })

  it('every order of a buyer marked "needs approval" goes for approval', async () => {
    const { buyer } = await hospital({}, { needsApproval: true })
    expect(awaiting(await order(buyer, [{ item, quantity: 1 }])).rules).toEqual(['needsApproval'])
  })

  it('an order passing the monthly limit goes for approval, or is refused with the figures when the company has no approver', async () => {
    const limit = item.price * 3
    const { buyer } = await hospital({}, { monthlyLimit: limit })
    expect((await order(buyer, [{ item, quantity: 2 }])).status).toBe(201)
    expect(awaiting(await order(buyer, [{ item, quantity: 2 }])).rules).toEqual(['monthlyLimit'])

    const alone = await hospital({}, { monthlyLimit: limit }, false)
    expect((await order(alone.buyer, [{ item, quantity: 2 }])).status).toBe(201)
    const refused = await order(alone.buyer, [{ item, quantity: 2 }])
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body).toMatchObject({
      monthlyLimit: limit / 100,
      spentThisMonth: (item.price * 2) / 100,
      orderAmount: (item.price * 2) / 100,
    })
    expect(refused.body.message).toContain('no approver')
    expect(refused.body.message).toContain('monthly limit')
  })

  it('an accounts member cannot order (403)', async () => {
    const { accounts } = await hospital({})
    const refused = await order(accounts, [{ item, quantity: 1 }])
    expect(refused.status, refused.text).toBe(403)
    expect(refused.body.message).toBe(APPROVAL_MESSAGES.accountsCannotOrder)
  })
})

describe('deciding a request', () => {
  it("the approver places the order at today's prices with the approver recorded; the buyer is emailed and sees it APPROVED", async () => {
    const { buyer, approver } = await hospital({ above: item.price })
    const held = awaiting(await order(buyer, [{ item, quantity: 2 }]))
    // A contract price that starts after the request: the order takes it, not the price the request was made at.
    expect(
      (
        await rest('PATCH', `/customers/${buyer.id}`, {
          business: { organisation: 'Approvals Hospital', type: 'hospital', gstin: '07AABCC4321H1Z3', verified: true },
        })
      ).status,
    ).toBe(200)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
    const contractPrice = item.price - 100
    const list = await rest('POST', '/price-lists', {
      name: `Approvals reprice ${buyer.id}`,
      validFrom: today,
      customers: [buyer.id],
      lines: [{ code: item.code, price: contractPrice }],
    })
    expect(list.status, list.text).toBe(201)

    const approved = await approve(approver, held.requestId)
    expect(approved.status, approved.text).toBe(201)
    const answer = approveResponseSchema.parse(approved.body)
    expect(answer.totalAmount).toBe((contractPrice * 2) / 100)
    const stored = await storedOrder(answer.orderId)
    expect(stored.customer).toBe(buyer.id)
    expect(stored.approvedBy).toBe(approver.id)
    expect(stored.total).toBe(contractPrice * 2)

    const [seen] = await requestsOf(buyer)
    expect(seen).toMatchObject({ id: held.requestId, status: 'APPROVED', orderId: answer.orderId, approver: { id: approver.id } })
    expect(seen.totalAmount).toBe((item.price * 2) / 100)
    const email = await waitForEmail((sent) => sent.to.includes(buyer.email) && sent.subject.includes('approved'))
    expect(email.text).toContain(approver.name)
    const again = await approve(approver, held.requestId)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(APPROVAL_MESSAGES.decided)
  })

  it('a rejection needs a reason (400 on reason), emails the buyer the reason and ends the request', async () => {
    const { buyer, approver } = await hospital({ above: 0 })
    const held = awaiting(await order(buyer, [{ item, quantity: 1 }]))
    const noReason = await reject(approver, held.requestId, {})
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: APPROVAL_MESSAGES.reasonRequired }])
    const blank = await reject(approver, held.requestId, { reason: '   ' })
    expect(blank.status).toBe(400)

    const rejected = await reject(approver, held.requestId, { reason: 'Use the rate contract supplier' })
    expect(rejected.status, rejected.text).toBe(200)
    expect(rejectResponseSchema.parse(rejected.body)).toEqual({ requestId: held.requestId, status: 'REJECTED' })
    const email = await waitForEmail((sent) => sent.to.includes(buyer.email) && sent.subject.includes('rejected'))
    expect(email.text).toContain('Use the rate contract supplier')
    const [seen] = await requestsOf(approver)
    expect(seen).toMatchObject({ status: 'REJECTED', reason: 'Use the rate contract supplier' })
    expect((await approve(approver, held.requestId)).status).toBe(409)
  })

  it('a request past its expiry reads EXPIRED and answers 409 "expired"', async () => {
    const { buyer, approver } = await hospital({ above: 0 })
    const held = awaiting(await order(buyer, [{ item, quantity: 1 }]))
    const past = new Date(Date.now() - 60_000).toISOString()
    const moved = await rest('PATCH', `/approval-requests/${held.requestId}`, { expiresAt: past })
    expect(moved.status, moved.text).toBe(200)
    const [seen] = await requestsOf(approver)
    expect(seen.status).toBe('EXPIRED')
    const late = await approve(approver, held.requestId)
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(APPROVAL_MESSAGES.expired)
  })

  it('who sees and decides: a buyer sees only their own and cannot approve, another company gets 404, an unknown id 404', async () => {
    const { buyer, otherBuyer, approver, accounts, admin } = await hospital({ above: 0 })
    const held = awaiting(await order(buyer, [{ item, quantity: 1 }]))
    const heldOther = awaiting(await order(otherBuyer, [{ item, quantity: 1 }]))
    expect((await requestsOf(buyer)).map((seen) => seen.id)).toEqual([held.requestId])
    for (const member of [approver, accounts, admin]) {
      expect((await requestsOf(member)).map((seen) => seen.id)).toEqual([heldOther.requestId, held.requestId])
    }
    const own = await approve(buyer, held.requestId)
    expect(own.status).toBe(403)
    expect((await approve(otherBuyer, held.requestId)).status).toBe(403)
    expect((await approve(accounts, held.requestId)).status).toBe(403)

    const stranger = await hospital({ above: 0 })
    for (const id of [held.requestId, heldOther.requestId]) {
      expect((await approve(stranger.approver, id)).status).toBe(404)
      expect((await reject(stranger.approver, id, { reason: 'no' })).status).toBe(404)
    }
    expect((await requestsOf(stranger.approver)).map((seen) => seen.id)).not.toContain(held.requestId)
    expect((await approve(approver, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const adminsOwn = awaiting(await order(admin, [{ item, quantity: 1 }]))
    const ownByAdmin = await approve(admin, adminsOwn.requestId)
    expect(ownByAdmin.status).toBe(403)
    expect(ownByAdmin.body.message).toBe(APPROVAL_MESSAGES.ownRequest)
    expect((await approve(admin, held.requestId)).status).toBe(201)
  })

  it('customers get nothing of approval requests through REST', async () => {
    const { buyer, approver } = await hospital({ above: 0 })
    const held = awaiting(await order(buyer, [{ item, quantity: 1 }]))
    for (const member of [buyer, approver]) {
      const headers = { Authorization: `JWT ${member.token}` }
      expect((await request('GET', `${baseUrl()}/api/approval-requests/${held.requestId}`, { headers })).status).toBe(403)
      expect(
        (await request('PATCH', `${baseUrl()}/api/approval-requests/${held.requestId}`, { headers, body: { status: 'APPROVED' } })).status,
      ).toBe(403)
    }
    expect((await requestsOf(approver))[0].status).toBe('PENDING')
  })

  it('two approvers approving at once produce exactly one order', async () => {
    const { buyer, approver, secondApprover } = await hospital({ above: 0 })
    const held = awaiting(await order(buyer, [{ item, quantity: 1 }]))
    const replies = await Promise.all([approve(approver, held.requestId), approve(secondApprover, held.requestId)])
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409])
    const orders = await call('GET', '/order/getMyOrder', { token: buyer.token })
    expect(orders.body.data.orders).toHaveLength(1)
    const [seen] = await requestsOf(buyer)
    expect(seen.orderId).toBe(replies.find((reply) => reply.status === 201)!.body.orderId)
  })
})
