import { beforeAll, describe, expect, it } from 'vitest'

import { APPROVAL_MESSAGES, awaitingApprovalResponseSchema } from '../../cms/contract'
import { call, shopUrl } from '../helpers/api'
import { createCompany, newMember, type Member } from '../helpers/companies'
import { memberOrder, memberOrders, shipAndReadInvoice } from '../helpers/company-orders'
import { DELHI_LOCATION } from '../helpers/locations'
import { asOrderManager, catalogue, newCart, storedOrder, type Line, type Purchasable } from '../helpers/orders'
import { pdfText } from '../helpers/pdf-text'

/** A company's purchase orders: a PO number it requires, the cost centres it offers, and who approved, on every paper. */

const COST_CENTRES = ['Cardiac theatre', 'Central stores']

let item: Purchasable

beforeAll(async () => {
  item = (await catalogue())[0]
})

describe('a company that requires a PO number and offers cost centres', () => {
  it('refuses an order without a PO number or with a cost centre not its own, naming the field; nothing is ordered', async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer' },
      ],
      { requirePo: true, costCentres: COST_CENTRES },
    )
    const company = await call('GET', '/company', { token: buyer.token })
    expect(company.body.data.rules).toMatchObject({ requirePo: true, costCentres: COST_CENTRES })

    const withoutPo = await memberOrders(buyer, [{ item, quantity: 1 }], { poNumber: '  ' })
    expect(withoutPo.status, withoutPo.text).toBe(400)
    expect(withoutPo.body).toEqual({
      message: APPROVAL_MESSAGES.poRequired,
      errors: [{ field: 'poNumber', message: APPROVAL_MESSAGES.poRequired }],
    })

    const elsewhere = await memberOrders(buyer, [{ item, quantity: 1 }], { poNumber: 'PO-1', costCentre: 'Radiology' })
    expect(elsewhere.status, elsewhere.text).toBe(400)
    expect(elsewhere.body.errors).toEqual([{ field: 'costCentre', message: APPROVAL_MESSAGES.unknownCostCentre }])

    const orders = await call('GET', '/order/getMyOrder', { token: buyer.token })
    expect(orders.body.data.orders).toHaveLength(0)
  })

  it("keeps the PO number and cost centre on the order, the buyer's view of it and its invoice (JSON and PDF)", async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer' },
      ],
      { requirePo: true, costCentres: COST_CENTRES },
    )
    const placed = await memberOrders(buyer, [{ item, quantity: 2 }], { poNumber: 'PO/CARD/118', costCentre: 'Cardiac theatre' })
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.orderId as string
    expect(await memberOrder(buyer, orderId)).toMatchObject({ poNumber: 'PO/CARD/118', costCentre: 'Cardiac theatre', approvedBy: null })

    const invoice = await shipAndReadInvoice(buyer, orderId, 'NS2411-PO')
    expect(invoice).toMatchObject({ poNumber: 'PO/CARD/118', costCentre: 'Cardiac theatre', approvedBy: null })
    const pdf = await fetch(shopUrl(`/order/invoice/${orderId}`), { headers: { Authorization: `Bearer ${buyer.token}` } })
    expect(pdf.status).toBe(200)
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('PO number PO/CARD/118')
    expect(text).toContain('Cost centre Cardiac theatre')
    expect(text).not.toContain('Approved by')
  })

  it('a customer in no company cannot name a cost centre', async () => {
    const loner = await newMember('Loner')
    const refused = await memberOrders(loner, [{ item, quantity: 1 }], { costCentre: 'Cardiac theatre' })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'costCentre', message: APPROVAL_MESSAGES.noCostCentres }])
  })
})

describe('an approved order', () => {
  it("names its approver in the buyer's order, the staff's order and on the invoice", async () => {
    const [admin, buyer, approver] = await Promise.all(['Admin', 'Buyer', 'Approver'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer', needsApproval: true },
        { member: approver, role: 'approver' },
      ],
      { costCentres: COST_CENTRES },
    )
    const held = await memberOrders(buyer, [{ item, quantity: 1 }], { poNumber: 'PO/STORES/9', costCentre: 'Central stores' })
    expect(held.status, held.text).toBe(202)
    const { requestId } = awaitingApprovalResponseSchema.parse(held.body)
    const approved = await call('POST', `/company/requests/${requestId}/approve`, { token: approver.token })
    expect(approved.status, approved.text).toBe(201)
    const orderId = approved.body.orderId as string

    expect(await memberOrder(buyer, orderId)).toMatchObject({
      poNumber: 'PO/STORES/9',
      costCentre: 'Central stores',
      approvedBy: approver.name,
    })
    expect(await storedOrder(orderId)).toMatchObject({ approvedBy: approver.id, approverName: approver.name })

    const invoice = await shipAndReadInvoice(buyer, orderId, 'NS2411-PO')
    expect(invoice).toMatchObject({ poNumber: 'PO/STORES/9', costCentre: 'Central stores', approvedBy: approver.name })
  })
})

/** The member asks for a quote of `lines`; staff quote it at the list prices, valid for a week. */
async function quotedQuote(member: Member, lines: Line[]): Promise<string> {
  const cartId = await newCart({ token: member.token, ip: '', email: member.email, name: member.name, addressId: member.addressId }, lines)
  const asked = await call('POST', '/quote/create', { token: member.token, body: { cartId, organisation: 'Lotus Hospital Stores' } })
  expect(asked.status, asked.text).toBe(201)
  const quoteId = asked.body.quoteId as string
  const found = await asOrderManager('GET', `/quotes?where[quoteId][equals]=${encodeURIComponent(quoteId)}&depth=0`)
  const doc = found.body.docs[0]
  const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const priced = doc.lines.map((line: Record<string, unknown>, index: number) => ({ ...line, quotedPrice: lines[index].item.price }))
  const quoted = await asOrderManager('PATCH', `/quotes/${doc.id}`, { lines: priced, validUntil, status: 'QUOTED' })
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  return quoteId
}

describe('a quote ordered by a company member', () => {
  it("follows the company's rules as checkout does: PO number required, its cost centres, its locations; accounts may not order", async () => {
    const [admin, buyer, accounts] = await Promise.all(['Admin', 'Buyer', 'Accounts'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer' },
        { member: accounts, role: 'accounts' },
      ],
      { requirePo: true, costCentres: COST_CENTRES },
    )
    const quoteId = await quotedQuote(buyer, [{ item, quantity: 3 }])

    const withoutPo = await call('POST', '/quote/order', { token: buyer.token, body: { quoteId, addressId: buyer.addressId } })
    expect(withoutPo.status, withoutPo.text).toBe(400)
    expect(withoutPo.body.errors).toEqual([{ field: 'poNumber', message: APPROVAL_MESSAGES.poRequired }])
    const strangeCentre = await call('POST', '/quote/order', {
      token: buyer.token,
      body: { quoteId, addressId: buyer.addressId, poNumber: 'PO-Q-1', costCentre: 'Radiology' },
    })
    expect(strangeCentre.body.errors).toEqual([{ field: 'costCentre', message: APPROVAL_MESSAGES.unknownCostCentre }])

    const company = await call('GET', '/company', { token: buyer.token })
    const locationId = company.body.data.locations[0].id as string
    const placed = await call('POST', '/quote/order', {
      token: buyer.token,
      body: { quoteId, locationId, poNumber: 'PO-Q-1', costCentre: 'Central stores' },
    })
    expect(placed.status, placed.text).toBe(201)
    expect(await memberOrder(buyer, placed.body.orderId as string)).toMatchObject({
      poNumber: 'PO-Q-1',
      costCentre: 'Central stores',
      location: DELHI_LOCATION.name,
      gstin: DELHI_LOCATION.gstin,
    })

    const byAccounts = await call('POST', '/quote/order', {
      token: accounts.token,
      body: { quoteId: await quotedQuote(accounts, [{ item, quantity: 1 }]), addressId: accounts.addressId, poNumber: 'PO-Q-2' },
    })
    expect(byAccounts.status, byAccounts.text).toBe(403)
    expect(byAccounts.body.message).toBe(APPROVAL_MESSAGES.accountsCannotOrder)
  })
})
