import { beforeAll, describe, expect, it } from 'vitest'

import { taxDocumentLinks } from '../../cms/admin/tax-document-links'
import { myReturnsResponseSchema, orderDocumentsResponseSchema, type IssuedDocument } from '../../cms/contract'
import { baseUrl, call, post, shopUrl, staffToken } from '../helpers/api'
import {
  asOrderManager,
  catalogue,
  moveOrder,
  myOrders,
  newCustomer,
  newOrder,
  storedOrder,
  stockLots,
  type Customer,
  type Line,
} from '../helpers/orders'
import { pdfText } from '../helpers/pdf-text'
import { goodsWrittenOff } from '../helpers/returned-goods'

let buyer: Customer
let stranger: Customer
let lines: Line[]

async function ship(orderId: string) {
  const lots = ((await storedOrder(orderId)).lines as { code: string; quantity: number }[]).map(({ code, quantity }) => ({
    code,
    lot: `LOT-${code}`,
    expiry: '2030-12',
    quantity,
  }))
  await stockLots(lots)
  const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${orderId}`, lots } })
  expect(shipped.status, shipped.text).toBe(200)
}

async function moveReturn(returnId: string, status: string, extra: Record<string, unknown> = {}) {
  const found = await asOrderManager('GET', `/returns?where[returnId][equals]=${returnId}&depth=0`)
  const [stored] = found.body.docs
  const goods = status === 'RECEIVED' ? { goods: goodsWrittenOff(stored.lines) } : {}
  const moved = await asOrderManager('PATCH', `/returns/${stored.id}`, { status, ...goods, ...extra })
  expect(moved.status, moved.text).toBe(200)
}

async function refundedReturn(orderId: string, code: string): Promise<string> {
  const created = await post(
    '/return/create',
    { orderId, kind: 'RETURN', lines: [{ code, quantity: 1 }], reason: 'DAMAGED' },
    buyer.token,
    buyer.ip,
  )
  expect(created.status, created.text).toBe(201)
  const { returnId } = created.body as { returnId: string }
  for (const status of ['APPROVED', 'RECEIVED']) await moveReturn(returnId, status)
  await moveReturn(returnId, 'REFUNDED', { refundReference: `UTR-${returnId}` })
  return returnId
}

/** The numbers of every tax document stored for the order, as staff see them in the Tax documents collection. */
async function storedNumbers(orderId: string): Promise<string[]> {
  const { id } = await storedOrder(orderId)
  const reply = await asOrderManager('GET', `/tax-documents?where[order][equals]=${id}&depth=0&limit=50`)
  return (reply.body.docs as { number: string }[]).map((document) => document.number).toSorted()
}

/**
 * A download as the admin's links make it: a relative URL on the admin's host, with the staff's session cookie and
 * the header a browser adds to a link followed on the same site.
 */
async function asStaffInTheAdmin(href: string) {
  const response = await fetch(`${baseUrl()}${href}`, {
    headers: { Cookie: `payload-token=${await staffToken('orders')}`, 'Sec-Fetch-Site': 'same-origin' },
  })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function asBuyer(path: string, customer = buyer) {
  const response = await fetch(shopUrl(path), { headers: { Authorization: `Bearer ${customer.token}` } })
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) }
}

let cancelledOrder: string
let returnedOrder: string

beforeAll(async () => {
  ;[buyer, stranger] = await Promise.all([newCustomer('Documents buyer'), newCustomer('Documents stranger')])
  const items = await catalogue()
  lines = [
    { item: items[0], quantity: 2 },
    { item: items[1], quantity: 2 },
  ]
  // An order invoiced, then cancelled: its invoice and its cancellation's credit note.
  cancelledOrder = (await newOrder(buyer, lines)).orderId
  await ship(cancelledOrder)
  expect((await moveOrder(cancelledOrder, 'CANCELLED', { cancellation: { reason: 'Lost in transit' } })).status).toBe(200)
  // An order delivered, then two returns refunded: its invoice and a credit note per return.
  returnedOrder = (await newOrder(buyer, lines)).orderId
  await ship(returnedOrder)
  expect((await moveOrder(returnedOrder, 'DELIVERED')).status).toBe(200)
  for (const { item } of lines) await refundedReturn(returnedOrder, item.code)
})

describe("the admin order page's documents", () => {
  it('lists every document issued for the order and its returns, and each link answers staff with its PDF', async () => {
    for (const [orderId, expected] of [
      [cancelledOrder, ['invoice', 'credit-note']],
      [returnedOrder, ['invoice', 'credit-note', 'credit-note']],
    ] as const) {
      const listed = await call('GET', `/order/documents/${orderId}`, { token: await staffToken('orders') })
      expect(listed.status, listed.text).toBe(200)
      const documents: IssuedDocument[] = orderDocumentsResponseSchema.parse(listed.body).data
      expect(documents.map((document) => document.kind)).toEqual(expected)
      expect(documents.map((document) => document.number).toSorted()).toEqual(await storedNumbers(orderId))
      const links = taxDocumentLinks(documents)
      expect(new Set(links.map((link) => link.key)).size).toBe(links.length)
      for (const [index, link] of links.entries()) {
        const answer = await asStaffInTheAdmin(link.href)
        expect(answer.status, `${link.text} at ${link.href}`).toBe(200)
        expect(answer.type).toBe('application/pdf')
        expect(await pdfText(answer.bytes)).toContain(documents[index].number)
      }
    }
  })

  it("sends a return's credit note to the return's route, named after the return", async () => {
    const listed = orderDocumentsResponseSchema.parse(
      (await call('GET', `/order/documents/${returnedOrder}`, { token: await staffToken('orders') })).body,
    )
    const returns = listed.data.filter((document) => document.returnId !== null)
    expect(returns).toHaveLength(2)
    for (const document of returns) expect(document.path).toBe(`/return/creditNote/${document.returnId}`)
  })

  it("answers the buyer for their own order, 404 for someone else's order and 401 without a token", async () => {
    expect((await call('GET', `/order/documents/${returnedOrder}`, { token: buyer.token })).status).toBe(200)
    expect(await call('GET', `/order/documents/${returnedOrder}`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: 'Order not found' },
    })
    expect((await call('GET', `/order/documents/${returnedOrder}`)).status).toBe(401)
    expect((await call('GET', `/order/documents/${returnedOrder}`, { token: await staffToken('editor') })).status).toBe(404)
  })
})

describe("the buyer's Order History", () => {
  it('gives every document it lists, on an order or on a return, a path that answers the buyer with the PDF and strangers 404', async () => {
    const orders = (await myOrders(buyer)).filter((order) => [cancelledOrder, returnedOrder].includes(order.orderId))
    const returns = myReturnsResponseSchema.parse((await call('GET', '/return/getMyReturns', { token: buyer.token })).body).data
    const listed: IssuedDocument[] = [
      ...orders.flatMap((order) => order.documents as IssuedDocument[]),
      ...returns.filter((entry) => entry.orderId === returnedOrder).flatMap((entry) => entry.documents),
    ]
    expect(listed.map((document) => document.number).toSorted()).toEqual(
      [...(await storedNumbers(cancelledOrder)), ...(await storedNumbers(returnedOrder))].toSorted(),
    )
    for (const entry of returns.filter((candidate) => candidate.orderId === returnedOrder)) {
      expect(entry.documents.map((document) => document.number)).toEqual([entry.creditNoteNumber])
    }
    for (const document of listed) {
      const answer = await asBuyer(document.path)
      expect(answer.status, document.path).toBe(200)
      expect(answer.type).toBe('application/pdf')
      expect(await pdfText(answer.bytes)).toContain(document.number)
      expect((await asBuyer(document.path, stranger)).status).toBe(404)
    }
  })
})
