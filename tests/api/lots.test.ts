import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invoiceResponseSchema, lotRecipientsResponseSchema, myOrdersResponseSchema } from '../../cms/contract'
import { shopDay } from '../../cms/lib/shop-time'
import { baseUrl, call, request, rest, staffToken } from '../helpers/api'
import { FAR_EXPIRY } from '../helpers/lots'
import { shopPdfText } from '../helpers/pdf-text'
import { catalogue, moveOrder, myOrders, newCustomer, newOrder, waitForEmail, type Customer, type Purchasable } from '../helpers/orders'

/** The month `months` from now (shop time), as YYYY-MM. */
function monthFromNow(months: number): string {
  const [year, month] = shopDay(new Date()).split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

const courier = { courier: 'Blue Parcel', trackingNumber: 'AWB-LOTS' }
let buyer: Customer
let first: Purchasable
let second: Purchasable

const fieldErrors = (reply: { body: any }) => reply.body.errors[0].data.errors as { path: string; message: string }[]

/** Runs `body` with the products' `compliance.sterile` set as given, and puts their regulatory data back after. */
async function withSterility(sterile: Record<string, boolean>, body: () => Promise<void>) {
  const before = new Map<string, unknown>()
  for (const [product, value] of Object.entries(sterile)) {
    const stored = await rest('GET', `/products/${product}?depth=0`)
    before.set(product, stored.body.compliance)
    const compliance = { ...stored.body.compliance, sterile: value, sterilisationMethod: value ? 'EO' : null }
    const changed = await rest('PATCH', `/products/${product}`, { compliance })
    expect(changed.status, changed.text).toBe(200)
  }
  try {
    await body()
  } finally {
    for (const [product, compliance] of before) expect((await rest('PATCH', `/products/${product}`, { compliance })).status).toBe(200)
  }
}

beforeAll(async () => {
  buyer = await newCustomer('Lots')
  const items = await catalogue()
  first = items[0]
  second = items.find((item) => item.product !== first.product)!
  // Lots typed by hand, as for every product that does not track stock (picking.test.ts checks those that do).
  for (const { product } of [first, second]) expect((await rest('PATCH', `/products/${product}`, { tracksStock: false })).status).toBe(200)
})

afterAll(async () => {
  for (const { product } of [first, second]) expect((await rest('PATCH', `/products/${product}`, { tracksStock: true })).status).toBe(200)
})

describe('lots on shipping (PATCH /api/orders/{id} status SHIPPED)', () => {
  it('refuses lots that do not add up to the line, naming the code', async () => {
    const { orderId } = await newOrder(buyer, [{ item: first, quantity: 5 }])
    const short = await moveOrder(orderId, 'SHIPPED', {
      shipment: { ...courier, lots: [{ code: first.code, lot: 'NS2409-118', expiry: FAR_EXPIRY, quantity: 3 }] },
    })
    expect(short.status).toBe(400)
    expect(fieldErrors(short)).toEqual([{ path: 'shipment.lots', message: `Code ${first.code}: the lots add up to 3, the line has 5` }])
    const none = await moveOrder(orderId, 'SHIPPED', { shipment: courier })
    expect(none.status).toBe(400)
    expect(fieldErrors(none)[0]).toMatchObject({
      path: 'shipment.lots',
      message: expect.stringContaining(`Code ${first.code}: lots are required`),
    })
    expect((await myOrders(buyer)).find((order) => order.orderId === orderId)?.status).toBe('ORDERED')
  })

  it('refuses a lot without its lot number, expiry (sterile product) or quantity, naming the field and the code', async () => {
    const { orderId } = await newOrder(buyer, [{ item: first, quantity: 2 }])
    await withSterility({ [first.product]: true }, async () => {
      const reply = await moveOrder(orderId, 'SHIPPED', {
        shipment: { ...courier, lots: [{ code: first.code, lot: ' ', quantity: 'two' }] },
      })
      expect(reply.status).toBe(400)
      expect(fieldErrors(reply)).toEqual([
        { path: 'shipment.lots.0.lot', message: `Code ${first.code}: the lot number is required` },
        { path: 'shipment.lots.0.expiry', message: `Code ${first.code}: the expiry (YYYY-MM) is required for a sterile product` },
        { path: 'shipment.lots.0.quantity', message: `Code ${first.code}: the quantity must be a whole number of at least 1` },
      ])
    })
    const wrongCode = await moveOrder(orderId, 'SHIPPED', {
      shipment: { ...courier, lots: [{ code: 'NOT-ON-ORDER', lot: 'X1', expiry: FAR_EXPIRY, quantity: 2 }] },
    })
    expect(fieldErrors(wrongCode)).toContainEqual({ path: 'shipment.lots.0.code', message: 'Code NOT-ON-ORDER is not on this order' })
  })

  it('refuses an expired lot, and one expiring within the minimum days of the site settings, with the reason', async () => {
    const { orderId } = await newOrder(buyer, [{ item: first, quantity: 1 }])
    const lot = (expiry: string) => ({ shipment: { ...courier, lots: [{ code: first.code, lot: 'OLD-1', expiry, quantity: 1 }] } })
    const expired = await moveOrder(orderId, 'SHIPPED', lot(monthFromNow(-1)))
    expect(expired.status).toBe(400)
    expect(fieldErrors(expired)).toEqual([
      { path: 'shipment.lots.0.expiry', message: `Code ${first.code}: lot OLD-1 expired in ${monthFromNow(-1)} and cannot be shipped` },
    ])

    expect((await rest('POST', '/globals/site-settings', { minimumDaysToExpiry: 180 })).status).toBe(200)
    try {
      const soon = await moveOrder(orderId, 'SHIPPED', lot(monthFromNow(2)))
      expect(soon.status).toBe(400)
      expect(fieldErrors(soon)[0].message).toMatch(
        new RegExp(`lot OLD-1 expires in ${monthFromNow(2)}, less than the 180 days before expiry`),
      )
      expect((await moveOrder(orderId, 'SHIPPED', lot(monthFromNow(8)))).status).toBe(200)
    } finally {
      expect((await rest('POST', '/globals/site-settings', { minimumDaysToExpiry: 0 })).status).toBe(200)
    }
  })

  it('needs no lots for a product that does not track them', async () => {
    expect((await rest('PATCH', `/products/${second.product}`, { tracksLots: false })).status).toBe(200)
    try {
      const { orderId } = await newOrder(buyer, [
        { item: first, quantity: 1 },
        { item: second, quantity: 2 },
      ])
      const lots = [{ code: first.code, lot: 'T-1', expiry: FAR_EXPIRY, quantity: 1 }]
      expect((await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots } })).status).toBe(200)
    } finally {
      expect((await rest('PATCH', `/products/${second.product}`, { tracksLots: true })).status).toBe(200)
    }
  })

  it('ships lots of a product that is not sterile without an expiry, shown as "—" in every record of the sale', async () => {
    const lot = `NE${Date.now()}`
    await withSterility({ [first.product]: true, [second.product]: false }, async () => {
      const { orderId } = await newOrder(buyer, [
        { item: first, quantity: 1 },
        { item: second, quantity: 2 },
      ])
      const lots = (sterileExpiry: string | undefined) => [
        { code: first.code, lot: 'STERILE-1', expiry: sterileExpiry, quantity: 1 },
        { code: second.code, lot, quantity: 2 },
      ]
      const refused = await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots: lots(undefined) } })
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused)).toEqual([
        { path: 'shipment.lots.0.expiry', message: `Code ${first.code}: the expiry (YYYY-MM) is required for a sterile product` },
      ])
      const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots: lots(FAR_EXPIRY) } })
      expect(shipped.status, shipped.text).toBe(200)

      const history = myOrdersResponseSchema.parse((await call('GET', '/order/getMyOrder', { token: buyer.token })).body)
      const order = history.data.orders.find((entry) => entry.orderId === orderId)!
      expect(order.items.map((item) => item.lots)).toEqual([
        [{ lot: 'STERILE-1', expiry: FAR_EXPIRY, quantity: 1 }],
        [{ lot, expiry: null, quantity: 2 }],
      ])
      const invoice = invoiceResponseSchema.parse((await call('GET', `/order/invoice/${orderId}?format=json`, { token: buyer.token })).body)
      expect(invoice.data.lines.map((line) => line.lots)).toEqual(order.items.map((item) => item.lots))
      expect(await shopPdfText(`/order/invoice/${orderId}`, buyer.token)).toContain(`Batch No. ${lot} · Exp. — · Qty 2`)
      const mail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${orderId} is SHIPPED`))
      expect(mail.text).toContain(`Batch No. ${lot} · Exp. — · Qty 2`)

      const recall = await request('GET', `${baseUrl()}/api/staff/lots/${lot}`, {
        headers: { Authorization: `JWT ${await staffToken('orders')}` },
      })
      expect(lotRecipientsResponseSchema.parse(recall.body).data.map((row) => [row.orderId, row.quantity, row.expiry])).toEqual([
        [orderId, 2, null],
      ])
      const csv = await request('GET', `${baseUrl()}/api/staff/lots/${lot}?format=csv`, {
        headers: { Authorization: `JWT ${await staffToken('orders')}` },
      })
      const [, row] = parse(csv.text, { bom: true }) as string[][]
      expect(row.slice(7)).toEqual(['—', '2'])
    })
  })

  it('records two lots of one line: Order History, the invoice (JSON and PDF) and the shipped email show them', async () => {
    const { orderId } = await newOrder(buyer, [
      { item: first, quantity: 5 },
      { item: second, quantity: 1 },
    ])
    const lots = [
      { code: first.code, lot: 'ns2409-118', expiry: '2027-03', quantity: 3 },
      { code: first.code, lot: 'NS2410-002', expiry: '2027-05', quantity: 2 },
      { code: second.code, lot: 'GL-77', expiry: '2028-01', quantity: 1 },
    ]
    const shipped = await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots } })
    expect(shipped.status, shipped.text).toBe(200)

    const history = myOrdersResponseSchema.parse((await call('GET', '/order/getMyOrder', { token: buyer.token })).body)
    const order = history.data.orders.find((entry) => entry.orderId === orderId)!
    expect(order.items.map((item) => [item.code, item.lots])).toEqual([
      [
        first.code,
        [
          { lot: 'NS2409-118', expiry: '2027-03', quantity: 3 },
          { lot: 'NS2410-002', expiry: '2027-05', quantity: 2 },
        ],
      ],
      [second.code, [{ lot: 'GL-77', expiry: '2028-01', quantity: 1 }]],
    ])

    const invoice = invoiceResponseSchema.parse((await call('GET', `/order/invoice/${orderId}?format=json`, { token: buyer.token })).body)
    expect(invoice.data.lines.map((line) => line.lots)).toEqual(order.items.map((item) => item.lots))

    const mail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${orderId} is SHIPPED`))
    expect(mail.text).toContain('Batch No. NS2409-118 · Exp. 03/2027 · Qty 3')
    expect(mail.text).toContain('Batch No. NS2410-002 · Exp. 05/2027 · Qty 2')

    // Once shipped, the lots stay as recorded: the issued invoice prints them.
    const corrected = await moveOrder(orderId, 'SHIPPED', { shipment: { trackingNumber: 'AWB-LOTS-2', lots: [] } })
    expect(corrected.status).toBe(200)
    expect(corrected.body.doc.shipment.lots).toHaveLength(3)
  })
})

describe('recall lookup (GET /api/staff/lots/{lot})', () => {
  const lookup = async (path: string, who?: 'orders' | 'editor', token?: string) =>
    request('GET', `${baseUrl()}/api/staff/lots${path}`, {
      headers: who ? { Authorization: `JWT ${await staffToken(who)}` } : token ? { Authorization: `Bearer ${token}` } : {},
    })

  it('refuses buyers and staff without the order-manager role, and nobody signed in', async () => {
    expect((await lookup('/ANY-LOT')).status).toBe(401)
    expect((await lookup('/ANY-LOT', undefined, buyer.token)).status).toBe(403)
    expect((await lookup('/ANY-LOT', 'editor')).status).toBe(403)
    expect((await lookup('?from=2027-01', 'orders')).status).toBe(400)
  })

  it('finds every order, buyer, date and quantity that received a lot, and by product and expiry range', async () => {
    const lot = `RC${Date.now()}`
    const other = await newCustomer('Recall')
    const placed = [await newOrder(buyer, [{ item: first, quantity: 2 }]), await newOrder(other, [{ item: first, quantity: 3 }])]
    for (const [index, { orderId }] of placed.entries()) {
      const quantity = index === 0 ? 2 : 3
      const lots = [{ code: first.code, lot, expiry: '2031-04', quantity }]
      expect((await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots } })).status).toBe(200)
    }
    const reply = await lookup(`/${lot.toLowerCase()}`, 'orders')
    expect(reply.status, reply.text).toBe(200)
    const rows = lotRecipientsResponseSchema.parse(reply.body).data
    expect(rows.map((row) => [row.orderId, row.customer.email, row.code, row.quantity, row.expiry])).toEqual([
      [placed[1].orderId, other.email, first.code, 3, '2031-04'],
      [placed[0].orderId, buyer.email, first.code, 2, '2031-04'],
    ])
    expect(rows[1].customer).toMatchObject({ name: buyer.name, phone: expect.stringMatching(/^\+91 \d{10}$/) })
    expect(Date.now() - new Date(rows[0].date).getTime()).toBeLessThan(120_000)

    const byProduct = await lookup(`?product=${first.product}&from=2031-04&to=2031-04`, 'orders')
    expect(lotRecipientsResponseSchema.parse(byProduct.body).data.filter((row) => row.lot === lot)).toHaveLength(2)
    const outside = await lookup(`?code=${encodeURIComponent(first.code)}&from=2031-05`, 'orders')
    expect(lotRecipientsResponseSchema.parse(outside.body).data.filter((row) => row.lot === lot)).toEqual([])
  })

  it('gives the same rows as a CSV file whose cells never run as formulas', async () => {
    const lot = `=HYPERLINK-${Date.now()}`
    const { orderId } = await newOrder(buyer, [{ item: first, quantity: 1 }])
    const lots = [{ code: first.code, lot, expiry: '2030-01', quantity: 1 }]
    expect((await moveOrder(orderId, 'SHIPPED', { shipment: { ...courier, lots } })).status).toBe(200)
    const reply = await lookup(`?lot=${encodeURIComponent(lot)}&format=csv`, 'orders')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="recall-.+\.csv"$/)
    const [header, row, ...rest] = parse(reply.text, { bom: true }) as string[][]
    expect(header).toEqual(['Order ID', 'Shipped', 'Customer', 'Phone', 'Email', 'Code', 'Lot', 'Expiry', 'Quantity'])
    expect(rest).toEqual([])
    expect(row[0]).toBe(orderId)
    expect(row[6]).toBe(`'${lot.toUpperCase()}`)
    expect(row[3]).toMatch(/^'\+91 \d{10}$/)
    expect(row.slice(7)).toEqual(['2030-01', '1'])
  })
})
