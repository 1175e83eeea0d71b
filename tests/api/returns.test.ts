import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  deliveryChallanResponseSchema,
  invoiceResponseSchema,
  myReturnsResponseSchema,
  returnCreateResponseSchema,
  returnPhotosResponseSchema,
  returnPolicyText,
} from '../../cms/contract'
import { baseUrl, call, post, request, rest, shopUrl, staffToken } from '../helpers/api'
import {
  asOrderManager,
  catalogue,
  checkoutSignature,
  moveOrder,
  myOrders,
  newCustomer,
  newOrder,
  onlineOrderWithPayment,
  storedOrder,
  subtotalOf,
  waitForEmail,
  stockLots,
  type Customer,
  type Line,
} from '../helpers/orders'
import { shopPdfText } from '../helpers/pdf-text'
import { goodsWrittenOff } from '../helpers/returned-goods'
import { startServerBeside, type Server } from '../helpers/stack'

let buyer: Customer
let stranger: Customer
let lines: Line[]

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const createReturn = (customer: Customer, body: Record<string, unknown>) => post('/return/create', body, customer.token, customer.ip)

async function withPhotos(customer: Customer, body: Record<string, unknown>, photos: { name: string; type: string; bytes: Uint8Array }[]) {
  const form = new FormData()
  form.set('data', JSON.stringify(body))
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name)
  const response = await fetch(shopUrl('/return/create'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

async function deliveredOrder(customer: Customer, orderLines: Line[], options: { discountCode?: string; amount?: number } = {}) {
  const { orderId } = await newOrder(customer, orderLines, options)
  return deliver(orderId)
}

async function deliver(orderId: string) {
  const lots = ((await storedOrder(orderId)).lines as { code: string; quantity: number }[]).map(({ code, quantity }) => ({
    code,
    lot: `LOT-${code}`,
    expiry: '2030-12',
    quantity,
  }))
  await stockLots(lots)
  const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${orderId}`, lots } })
  expect(shipped.status, shipped.text).toBe(200)
  expect((await moveOrder(orderId, 'DELIVERED')).status).toBe(200)
  return orderId
}

async function storedReturn(returnId: string): Promise<Record<string, any>> {
  const reply = await asOrderManager('GET', `/returns?where[returnId][equals]=${returnId}&depth=0`)
  expect(reply.body.docs).toHaveLength(1)
  return reply.body.docs[0]
}

async function moveReturn(returnId: string, status: string, extra: Record<string, unknown> = {}) {
  const stored = await storedReturn(returnId)
  const goods = status === 'RECEIVED' ? { goods: goodsWrittenOff(stored.lines) } : {}
  return asOrderManager('PATCH', `/returns/${stored.id}`, { status, ...goods, ...extra })
}

async function myReturn(customer: Customer, returnId: string) {
  const reply = await call('GET', '/return/getMyReturns', { token: customer.token, ip: customer.ip })
  expect(reply.status).toBe(200)
  expect(myReturnsResponseSchema.safeParse(reply.body).success, reply.text).toBe(true)
  return (reply.body.data as Record<string, any>[]).find((entry) => entry.returnId === returnId)
}

async function invoiceOf(customer: Customer, orderId: string) {
  const reply = await call('GET', `/order/invoice/${orderId}?format=json`, { token: customer.token })
  expect(reply.status).toBe(200)
  return reply.body.data as { lines: { code: string; quantity: number; total: number }[] }
}

async function setReturnWindow(days: number) {
  const reply = await rest('POST', '/globals/site-settings', { afterSale: { cancelWithinHours: 6, returnWithinDays: days } })
  expect(reply.status, reply.text).toBe(200)
}

beforeAll(async () => {
  ;[buyer, stranger] = await Promise.all([newCustomer('Returning buyer'), newCustomer('Return stranger')])
  const items = await catalogue()
  lines = [
    { item: items[0], quantity: 3 },
    { item: items[1], quantity: 2 },
  ]
})

afterEach(() => setReturnWindow(7))

describe('returns of a paid online order', () => {
  it('refunds one of two lines through Razorpay with its share of the discount, and credits exactly that line', async () => {
    const { orderId, razorpayOrderId } = await onlineOrderWithPayment(buyer, lines)
    const paymentId = `pay_return${Date.now()}`
    const verified = await post('/payment/verify', {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
      orderId,
    })
    expect(verified.status, verified.text).toBe(200)
    await deliver(orderId)
    const code = lines[1].item.code
    const created = await createReturn(buyer, {
      orderId,
      kind: 'RETURN',
      lines: [{ code, quantity: 2 }],
      reason: 'DAMAGED',
      note: 'Box crushed',
    })
    expect(created.status, created.text).toBe(201)
    const { returnId } = returnCreateResponseSchema.parse(created.body)
    expect(await myReturn(buyer, returnId)).toMatchObject({ orderId, kind: 'RETURN', status: 'REQUESTED', reason: 'DAMAGED', refund: null })
    await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${returnId} is REQUESTED`))
    await waitForEmail((email) => email.subject === `Return requested: ${returnId} for order ${orderId}`)

    for (const status of ['APPROVED', 'RECEIVED', 'REFUNDED']) {
      const moved = await moveReturn(returnId, status)
      expect(moved.status, moved.text).toBe(200)
      await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${returnId} is ${status}`))
    }
    const invoiceLine = (await invoiceOf(buyer, orderId)).lines.find((line) => line.code === code)!
    const seen = await myReturn(buyer, returnId)
    expect(seen).toMatchObject({
      status: 'REFUNDED',
      refund: { amount: invoiceLine.total, method: 'RAZORPAY' },
      creditNoteNumber: expect.any(String),
    })
    const refunds = (await (await fetch(`${inject('razorpayUrl')}/__inspect`)).json()) as {
      refunds: { payment_id: string; amount: number }[]
    }
    expect(refunds.refunds).toContainEqual(expect.objectContaining({ payment_id: paymentId, amount: Math.round(invoiceLine.total * 100) }))

    const note = await call('GET', `/return/creditNote/${returnId}?format=json`, { token: buyer.token })
    expect(note.status).toBe(200)
    expect(note.body.data.number).toBe(seen!.creditNoteNumber)
    expect(note.body.data.lines).toEqual([expect.objectContaining({ code, quantity: 2, total: invoiceLine.total })])
    expect(note.body.data.totals.grandTotal).toBe(seen!.refund.amount)
    expect((await call('GET', `/return/creditNote/${returnId}?format=json`, { token: stranger.token })).status).toBe(404)
    // The order keeps its own status and its own (absent) cancellation credit note.
    const order = await storedOrder(orderId)
    expect(order.status).toBe('DELIVERED')
  })
})

describe('returns of a cash-on-delivery order', () => {
  it('spreads the discount as the invoice does: two partial returns of a line add up to what it was paid', async () => {
    const subtotal = subtotalOf(lines)
    const orderId = await deliveredOrder(buyer, lines, { discountCode: 'SAVE10', amount: (subtotal - Math.round(subtotal / 10)) / 100 })
    const code = lines[0].item.code
    const invoiceLine = (await invoiceOf(buyer, orderId)).lines.find((line) => line.code === code)!
    const refunded: number[] = []
    for (const quantity of [1, 2]) {
      const created = await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code, quantity }], reason: 'SHORT_EXPIRY' })
      expect(created.status, created.text).toBe(201)
      const { returnId } = created.body
      expect((await moveReturn(returnId, 'APPROVED')).status).toBe(200)
      expect((await moveReturn(returnId, 'RECEIVED')).status).toBe(200)
      const noReference = await moveReturn(returnId, 'REFUNDED')
      expect(noReference.status).toBe(400)
      expect(noReference.body.errors[0].data.errors[0]).toMatchObject({ path: 'refundReference' })
      const done = await moveReturn(returnId, 'REFUNDED', { refundReference: `UTR${quantity}` })
      expect(done.status, done.text).toBe(200)
      const seen = await myReturn(buyer, returnId)
      expect(seen).toMatchObject({ status: 'REFUNDED', refund: { method: 'MANUAL', reference: `UTR${quantity}` } })
      refunded.push(Math.round(seen!.refund.amount * 100))
    }
    expect(refunded[0] + refunded[1]).toBe(Math.round(invoiceLine.total * 100))
    const more = await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code, quantity: 1 }], reason: 'OTHER' })
    expect(more.status).toBe(409)
    expect(more.body.message).toBe(`Only 0 of ${code} can still be returned or replaced: 3 delivered, 3 in earlier requests; asked for 1.`)
  })

  it('replaces lines with a zero-value order linked to the return, which ships with a delivery challan and no invoice', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const code = lines[1].item.code
    const created = await createReturn(buyer, { orderId, kind: 'REPLACE', lines: [{ code, quantity: 1 }], reason: 'WRONG_ITEM' })
    expect(created.status, created.text).toBe(201)
    const { returnId } = created.body
    for (const status of ['APPROVED', 'RECEIVED', 'REPLACED']) expect((await moveReturn(returnId, status)).status).toBe(200)
    const seen = await myReturn(buyer, returnId)
    expect(seen).toMatchObject({
      status: 'REPLACED',
      replacementOrderId: expect.stringMatching(/^NS-/),
      refund: null,
      creditNoteNumber: null,
    })
    const replacement = await storedOrder(seen!.replacementOrderId)
    expect(replacement).toMatchObject({ status: 'ORDERED', total: 0, subtotal: 0 })
    expect(replacement.lines).toEqual([expect.objectContaining({ code, quantity: 1, unitPrice: 0, lineTotal: 0 })])

    // Nothing is sold: the goods travel under a delivery challan valued from the replaced invoice, with no tax.
    const replacementId = seen!.replacementOrderId as string
    await deliver(replacementId)
    const options = { token: buyer.token, ip: buyer.ip }
    expect((await call('GET', `/order/invoice/${replacementId}?format=json`, options)).status).toBe(404)
    const challan = await call('GET', `/order/deliveryChallan/${replacementId}?format=json`, options)
    expect(challan.status, challan.text).toBe(200)
    const { data } = deliveryChallanResponseSchema.parse(challan.body)
    const invoice = invoiceResponseSchema.parse((await call('GET', `/order/invoice/${orderId}?format=json`, options)).body).data
    const invoiced = invoice.lines.find((entry) => entry.code === code)!
    const value = Math.round(Math.round(invoiced.taxableValue * 100) / invoiced.quantity) / 100
    expect(data.number).toMatch(/^DC\/\d\d-\d\d\/\d{6}$/)
    expect(data.invoiceNumber).toBe(invoice.number)
    expect(data.lines).toEqual([
      expect.objectContaining({
        code,
        hsn: invoiced.hsn,
        quantity: 1,
        taxableValue: value,
        gstRate: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: value,
      }),
    ])
    expect(data.lines[0]!.lots).toEqual([{ lot: `LOT-${code}`, expiry: '2030-12', quantity: 1 }])
    expect(data.totals).toEqual({ taxableValue: value, cgst: 0, sgst: 0, igst: 0, grandTotal: value })
    const text = await shopPdfText(`/order/deliveryChallan/${replacementId}`, buyer.token)
    for (const expected of ['DELIVERY CHALLAN', data.number, `Replaces invoice ${invoice.number}`, 'free of charge']) {
      expect(text).toContain(expected)
    }
    // The shipped email carries the challan and asks for nothing.
    const shippedMail = await waitForEmail((email) => email.subject.includes(`${replacementId} is SHIPPED`))
    expect(shippedMail.text).toContain('Payment: Nothing to pay')
    expect(shippedMail.attachments?.map((file) => file.filename)).toEqual([`${data.number.replaceAll('/', '-')}.pdf`])
    const listed = (await myOrders(buyer)).find((entry) => entry.orderId === replacementId)
    expect(listed).toMatchObject({ invoiceNumber: null, deliveryChallanNumber: data.number })
    // The original order keeps its invoice and gets no challan.
    expect(await call('GET', `/order/deliveryChallan/${orderId}`, options)).toMatchObject({ status: 404 })
  })

  it('rejects only with a reason, which the buyer sees; a rejected request frees its quantity again', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const code = lines[1].item.code
    const { returnId } = (await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code, quantity: 2 }], reason: 'OTHER' })).body
    expect((await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code, quantity: 1 }], reason: 'OTHER' })).status).toBe(409)
    const noReason = await moveReturn(returnId, 'REJECTED')
    expect(noReason.status).toBe(400)
    expect((await moveReturn(returnId, 'REJECTED', { rejectionReason: 'Seal broken by the buyer' })).status).toBe(200)
    expect(await myReturn(buyer, returnId)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Seal broken by the buyer' })
    expect((await moveReturn(returnId, 'APPROVED')).status).toBe(400)
    expect((await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code, quantity: 2 }], reason: 'OTHER' })).status).toBe(201)
  })
})

describe('refusals', () => {
  let second: Server
  beforeAll(async () => {
    second = await startServerBeside({
      baseUrl: baseUrl(),
      databaseFile: inject('databaseFile'),
      razorpayUrl: inject('razorpayUrl'),
      resendUrl: inject('resendUrl'),
    })
  }, 120_000)
  afterAll(() => second?.stop())

  it('refuses more than was delivered with 409, and a code not in the order with 400', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const tooMany = await createReturn(buyer, {
      orderId,
      kind: 'RETURN',
      lines: [{ code: lines[0].item.code, quantity: 4 }],
      reason: 'DAMAGED',
    })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toContain('3 delivered')
    const unknown = await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code: 'NOT-A-CODE', quantity: 1 }], reason: 'DAMAGED' })
    expect(unknown.status).toBe(400)
  })

  it('accepts, of requests sent at the same moment to two server processes for the last units, only what fits; the rest get 409 with the figures', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const [three, two] = [lines[0].item.code, lines[1].item.code]
    const servers = [baseUrl(), second.baseUrl]
    const ask = async (code: string, quantity: number, server: string) => {
      const response = await fetch(`${server}/api/shop/return/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${buyer.token}`, 'Content-Type': 'application/json', 'X-Forwarded-For': buyer.ip },
        body: JSON.stringify({ orderId, kind: 'RETURN', lines: [{ code, quantity }], reason: 'OTHER' }),
      })
      return { status: response.status, body: (await response.json()) as { message?: string } }
    }
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, (_, index) => ask(three, 1, servers[index % 2])),
      ...Array.from({ length: 3 }, (_, index) => ask(two, 2, servers[(index + 1) % 2])),
    ])
    const [ofThree, ofTwo] = [replies.slice(0, 5), replies.slice(5)]
    expect(ofThree.map((reply) => reply.status).sort()).toEqual([201, 201, 201, 409, 409])
    expect(ofTwo.map((reply) => reply.status).sort()).toEqual([201, 409, 409])
    expect(ofThree.filter((reply) => reply.status === 409).map((reply) => reply.body.message)).toEqual([
      `Only 0 of ${three} can still be returned or replaced: 3 delivered, 3 in earlier requests; asked for 1.`,
      `Only 0 of ${three} can still be returned or replaced: 3 delivered, 3 in earlier requests; asked for 1.`,
    ])
    expect(ofTwo.filter((reply) => reply.status === 409).map((reply) => reply.body.message)).toEqual([
      `Only 0 of ${two} can still be returned or replaced: 2 delivered, 2 in earlier requests; asked for 2.`,
      `Only 0 of ${two} can still be returned or replaced: 2 delivered, 2 in earlier requests; asked for 2.`,
    ])
    const recorded = await asOrderManager('GET', `/returns?where[orderNumber][equals]=${orderId}&depth=0&limit=20`)
    const units = new Map<string, number>()
    for (const entry of recorded.body.docs as { lines: { code: string; quantity: number }[] }[]) {
      for (const line of entry.lines) units.set(line.code, (units.get(line.code) ?? 0) + line.quantity)
    }
    expect(Object.fromEntries(units)).toEqual({ [three]: 3, [two]: 2 })
  })

  it('refuses a return before delivery and after the window of the site settings, with the policy words', async () => {
    const { orderId } = await newOrder(buyer, lines)
    const early = await createReturn(buyer, {
      orderId,
      kind: 'RETURN',
      lines: [{ code: lines[0].item.code, quantity: 1 }],
      reason: 'DAMAGED',
    })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      `Order ${orderId} is ORDERED: a return or replacement can be asked for once it is delivered. ${returnPolicyText(7)}`,
    )
    await deliver(orderId)
    await setReturnWindow(0)
    const late = await createReturn(buyer, {
      orderId,
      kind: 'RETURN',
      lines: [{ code: lines[0].item.code, quantity: 1 }],
      reason: 'DAMAGED',
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe(
      `Order ${orderId} was delivered more than 0 days ago and can no longer be returned or replaced. ${returnPolicyText(0)}`,
    )
  })

  it("answers 404 for someone else's order and 401 without a token", async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const body = { orderId, kind: 'RETURN', lines: [{ code: lines[0].item.code, quantity: 1 }], reason: 'DAMAGED' }
    const stranger404 = await createReturn(stranger, body)
    expect(stranger404).toMatchObject({ status: 404, body: { message: 'Order not found' } })
    expect((await post('/return/create', body)).status).toBe(401)
  })

  it('lets only order managers and admins move a return: the buyer and a catalogue editor get 403', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const { returnId } = (
      await createReturn(buyer, { orderId, kind: 'RETURN', lines: [{ code: lines[0].item.code, quantity: 1 }], reason: 'DAMAGED' })
    ).body
    const { id } = await storedReturn(returnId)
    const asBuyer = await request('PATCH', `${baseUrl()}/api/returns/${id}`, {
      body: { status: 'APPROVED' },
      headers: { Authorization: `Bearer ${buyer.token}` },
    })
    expect(asBuyer.status).toBe(403)
    const editor = await staffToken('editor')
    const asEditor = await request('PATCH', `${baseUrl()}/api/returns/${id}`, {
      body: { status: 'APPROVED' },
      headers: { Authorization: `JWT ${editor}` },
    })
    expect(asEditor.status).toBe(403)
    expect((await rest('PATCH', `/returns/${id}`, { status: 'APPROVED' })).status).toBe(200)
    expect((await storedReturn(returnId)).status).toBe('APPROVED')
  })

  it('takes up to 5 JPEG, PNG or WebP photos of at most 2 MB, by their content', async () => {
    const orderId = await deliveredOrder(buyer, lines)
    const body = { orderId, kind: 'RETURN', lines: [{ code: lines[0].item.code, quantity: 1 }], reason: 'DAMAGED' }
    const notAnImage = await withPhotos(buyer, body, [{ name: 'damage.jpg', type: 'image/jpeg', bytes: Buffer.from('not really a photo') }])
    expect(notAnImage.status).toBe(400)
    expect(notAnImage.body.errors[0]).toMatchObject({ field: 'photos.0' })
    const six = await withPhotos(
      buyer,
      body,
      Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.png`, type: 'image/png', bytes: PNG })),
    )
    expect(six.status).toBe(400)
    const large = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])
    expect((await withPhotos(buyer, body, [{ name: 'big.png', type: 'image/png', bytes: large }])).status).toBe(413)
    expect(
      (await call('GET', '/return/getMyReturns', { token: buyer.token })).body.data.filter((entry: any) => entry.orderId === orderId),
    ).toEqual([])

    const created = await withPhotos(buyer, body, [{ name: 'damage.png', type: 'image/png', bytes: PNG }])
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(await myReturn(buyer, created.body.returnId)).toMatchObject({ photos: 1 })
    const form = new FormData()
    form.append('photos', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'more.png')
    const added = await fetch(shopUrl(`/return/${created.body.returnId}/photos`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${buyer.token}` },
      body: form,
    })
    expect(added.status).toBe(200)
    expect(returnPhotosResponseSchema.parse(await added.json())).toEqual({ returnId: created.body.returnId, photos: 2 })
    // Private: a catalogue editor sees none (customers never use Payload's REST API); order managers see them.
    const asEditor = await request('GET', `${baseUrl()}/api/return-photos?depth=0`, {
      headers: { Authorization: `JWT ${await staffToken('editor')}` },
    })
    expect(asEditor.status).toBe(403)
    const asOrderManager = await request('GET', `${baseUrl()}/api/return-photos?depth=0&limit=100`, {
      headers: { Authorization: `JWT ${await staffToken('orders')}` },
    })
    expect(asOrderManager.body.docs.length).toBeGreaterThanOrEqual(2)
  })
})
