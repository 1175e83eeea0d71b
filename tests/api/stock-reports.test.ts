import { randomInt } from 'node:crypto'

import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'

import { lotMovementsSchema, saleRegisterSchema, stockReportSchema } from '../../cms/contract/stock-reports'
import { shopDay } from '../../cms/lib/shop-time'
import { baseUrl, get, registerCustomer, request, rest, staffToken } from '../helpers/api'
import { moveOrder, newCustomer, newOrder, type Purchasable } from '../helpers/orders'

/**
 * Staff stock reports: stock on hand (filters, CSV, XLSX), a lot's movement history and the sale register by lot. Each
 * test reads only the codes this file makes (a unique prefix), whatever else the shared server holds.
 */
const unique = `${Date.now().toString(36).toUpperCase()}${randomInt(100, 999)}`
const PREFIX = `SR${unique}`
const CODE = { plenty: `${PREFIX}A`, few: `${PREFIX}B`, none: `${PREFIX}C` }
const LOCATION = `SR${randomInt(10_000, 99_999)}`

const today = shopDay(new Date())
const thisMonth = today.slice(0, 7)
const monthsAhead = (months: number) => {
  const date = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5)) - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}
const SOON = monthsAhead(1)
const LATER = monthsAhead(24)
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).toISOString().slice(0, 10)
const daysUntil = (month: string) => Math.round((Date.parse(lastDay(month)) - Date.parse(today)) / 86_400_000)

let warehouse: string
let product: { id: string; name: string }

const REPORT = '/api/staff/stock/report'
const as = (token: string | undefined, path: string) =>
  request('GET', `${baseUrl()}${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} })

async function report(query: string) {
  const reply = await as(warehouse, `${REPORT}?${query}`)
  expect(reply.status, reply.text).toBe(200)
  return stockReportSchema.parse(reply.body)
}

async function receive(location: string | undefined, lines: { code: string; lot: string; expiry: string; quantity: number }[]) {
  const reply = await rest('POST', '/staff/stock/receipts', { location, lines })
  expect(reply.status, reply.text).toBe(201)
}

beforeAll(async () => {
  const categories = await get('/category')
  const created = await rest('POST', '/products', {
    name: `Stock Report Probe ${unique}`,
    category: categories.body.data[0]._id,
    _status: 'published',
    tracksStock: true,
    variants: [
      {
        size: 'General',
        codes: [
          { shortCode: CODE.plenty, originalPrice: 50_000, discountedPrice: 40_000 },
          { shortCode: CODE.few, lowStockThreshold: 5, originalPrice: 50_000, discountedPrice: 40_000 },
          { shortCode: CODE.none, originalPrice: 50_000, discountedPrice: 40_000 },
        ],
      },
    ],
  })
  expect(created.status, created.text).toBe(201)
  product = { id: created.body.doc.id, name: created.body.doc.name }
  const location = await rest('POST', '/stock-locations', { name: `Report shelf ${LOCATION}`, code: LOCATION })
  expect(location.status, location.text).toBe(201)
  await receive(undefined, [
    { code: CODE.plenty, lot: 'SR-LATE', expiry: LATER, quantity: 50 },
    { code: CODE.plenty, lot: 'SR-SOON', expiry: SOON, quantity: 4 },
    { code: CODE.few, lot: '=SR-FORMULA', expiry: LATER, quantity: 3 },
  ])
  await receive(LOCATION, [{ code: CODE.plenty, lot: 'SR-SHELF', expiry: LATER, quantity: 7 }])
  const email = `report-${unique.toLowerCase()}@example.com`
  const user = await rest('POST', '/users', { email, password: 'Warehouse#123', name: 'Report Reader', roles: ['warehouse'] })
  expect(user.status, user.text).toBe(201)
  const login = await request('POST', `${baseUrl()}/api/users/login`, { body: { email, password: 'Warehouse#123' } })
  warehouse = login.body.token
})

const row = (code: string, lot: string | null, expiry: string | null, location: string | null, onHand: number) => ({
  code,
  product: product.name,
  lot,
  expiry,
  manufactured: null,
  location,
  onHand,
  reserved: 0,
  available: onHand,
  daysToExpiry: expiry ? daysUntil(expiry) : null,
})

describe('GET /api/staff/stock/report', () => {
  it('lists every lot of the codes starting with what was typed (spaces ignored), by code then expiry', async () => {
    const typed = `${PREFIX.slice(0, 4)} ${PREFIX.slice(4).toLowerCase()}`
    const { today: day, data } = await report(`code=${encodeURIComponent(typed)}`)
    expect(day).toBe(today)
    expect(data).toEqual([
      row(CODE.plenty, 'SR-SOON', SOON, 'MAIN', 4),
      row(CODE.plenty, 'SR-LATE', LATER, 'MAIN', 50),
      row(CODE.plenty, 'SR-SHELF', LATER, LOCATION, 7),
      row(CODE.few, '=SR-FORMULA', LATER, 'MAIN', 3),
    ])
  })

  it('narrows to one location, and to lots expiring within N days', async () => {
    expect((await report(`code=${PREFIX}&location=${LOCATION.toLowerCase()}`)).data).toEqual([
      row(CODE.plenty, 'SR-SHELF', LATER, LOCATION, 7),
    ])
    const soon = await report(`code=${PREFIX}&expiringWithinDays=${daysUntil(SOON)}`)
    expect(soon.data).toEqual([row(CODE.plenty, 'SR-SOON', SOON, 'MAIN', 4)])
    expect((await report(`code=${PREFIX}&expiringWithinDays=${daysUntil(SOON) - 1}`)).data).toEqual([])
  })

  it("shows the codes below their own or the site's reorder level, a code with no stock as a row without a lot", async () => {
    const { data } = await report(`code=${PREFIX}&belowReorder=true`)
    expect(data).toEqual([row(CODE.few, '=SR-FORMULA', LATER, 'MAIN', 3), row(CODE.none, null, null, null, 0)])
  })

  it('downloads the same rows as CSV, text that a spreadsheet would run kept as text', async () => {
    const reply = await as(warehouse, `${REPORT}?format=csv&code=${PREFIX}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="stock-on-hand-${today}.csv"`)
    const rows = parse(reply.text, { bom: true }) as string[][]
    expect(rows[0]).toEqual([
      'Code',
      'Product',
      'Lot',
      'Expiry',
      'Manufactured',
      'Location',
      'On hand',
      'Reserved',
      'Available',
      'Days to expiry',
    ])
    expect(rows.slice(1).map((cells) => [cells[0], cells[2], cells[5], cells[6], cells[9]])).toEqual([
      [CODE.plenty, 'SR-SOON', 'MAIN', '4', String(daysUntil(SOON))],
      [CODE.plenty, 'SR-LATE', 'MAIN', '50', String(daysUntil(LATER))],
      [CODE.plenty, 'SR-SHELF', LOCATION, '7', String(daysUntil(LATER))],
      [CODE.few, "'=SR-FORMULA", 'MAIN', '3', String(daysUntil(LATER))],
    ])
    expect(rows[1][1]).toBe(product.name)
  })

  it('downloads the same rows as an Excel workbook', async () => {
    const response = await fetch(`${baseUrl()}${REPORT}?format=xlsx&code=${PREFIX}&belowReorder=true`, {
      headers: { Authorization: `JWT ${warehouse}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((cells) => (cells as unknown[]).slice(1))
    expect(values).toEqual([
      ['Code', 'Product', 'Lot', 'Expiry', 'Manufactured', 'Location', 'On hand', 'Reserved', 'Available', 'Days to expiry'],
      [CODE.few, product.name, "'=SR-FORMULA", LATER, undefined, 'MAIN', 3, 0, 3, daysUntil(LATER)],
      [CODE.none, product.name, undefined, undefined, undefined, undefined, 0, 0, 0],
    ])
  })

  it('answers admins, order managers and the warehouse; 401 signed out, 403 for other staff and buyers', async () => {
    expect((await as(await staffToken('orders'), `${REPORT}?code=${PREFIX}`)).status).toBe(200)
    expect((await as(await staffToken('admin'), `${REPORT}?code=${PREFIX}`)).status).toBe(200)
    expect((await as(undefined, REPORT)).status).toBe(401)
    expect((await as(await staffToken('editor'), REPORT)).status).toBe(403)
    const buyer = await registerCustomer()
    expect((await as(buyer.token, REPORT)).status).toBe(403)
  })

  it('refuses a bad filter with a message naming it', async () => {
    const format = await as(warehouse, `${REPORT}?format=pdf`)
    expect(format.status).toBe(400)
    expect(format.body.errors).toEqual([{ field: 'format', message: 'format must be json, csv or xlsx' }])
    const days = await as(warehouse, `${REPORT}?expiringWithinDays=soon`)
    expect(days.status).toBe(400)
    expect(days.body.errors[0].field).toBe('expiringWithinDays')
  })
})

describe('GET /api/staff/stock/lots/{code}/{lot}/movements', () => {
  it("lists the lot's movements oldest first, with who, the document, the reason and the balance after each", async () => {
    await receive(undefined, [{ code: CODE.plenty, lot: 'SR-HIST', expiry: LATER, quantity: 20 }])
    const adjusted = await rest('POST', '/staff/stock/adjustments', { code: CODE.plenty, lot: 'SR-HIST', quantity: -6, reason: 'damage' })
    expect(adjusted.status, adjusted.text).toBe(201)
    const reply = await as(warehouse, `/api/staff/stock/lots/${CODE.plenty}/sr-hist/movements`)
    expect(reply.status, reply.text).toBe(200)
    const history = lotMovementsSchema.parse(reply.body)
    expect(history).toMatchObject({ code: CODE.plenty, lot: 'SR-HIST' })
    expect(history.data).toMatchObject([
      {
        type: 'receipt',
        quantity: 20,
        location: 'MAIN',
        document: expect.stringMatching(/^GR-/),
        reason: null,
        onHandAfter: 20,
        reservedAfter: 0,
      },
      {
        type: 'adjustment',
        quantity: -6,
        location: 'MAIN',
        document: adjusted.body.document,
        reason: 'damage',
        onHandAfter: 14,
        reservedAfter: 0,
      },
    ])
    expect(history.data[0].who).toBeTruthy()
    expect(history.data[0].at <= history.data[1].at).toBe(true)
  })

  it('answers 404 for a lot with no movements, and the same role rules', async () => {
    expect((await as(warehouse, `/api/staff/stock/lots/${CODE.plenty}/NO-SUCH-LOT/movements`)).status).toBe(404)
    expect((await as(undefined, `/api/staff/stock/lots/${CODE.plenty}/SR-HIST/movements`)).status).toBe(401)
    expect((await as(await staffToken('editor'), `/api/staff/stock/lots/${CODE.plenty}/SR-HIST/movements`)).status).toBe(403)
  })
})

describe('GET /api/staff/stock/sale-register', () => {
  it('lists each shipped lot line with its date, invoice, buyer, code, lot, expiry and quantity', async () => {
    const buyer = await newCustomer('Register')
    const item: Purchasable = { product: product.id, name: product.name, size: 'General', code: CODE.plenty, price: 40_000 }
    const { orderId } = await newOrder(buyer, [{ item, quantity: 2 }])
    const shipped = await moveOrder(orderId, 'SHIPPED', {
      shipment: {
        courier: 'Blue Parcel',
        trackingNumber: 'AWB-REGISTER',
        lots: [{ code: CODE.plenty, lot: 'SR-LATE', expiry: LATER, quantity: 2 }],
      },
    })
    expect(shipped.status, shipped.text).toBe(200)
    const invoices = await rest('GET', `/tax-documents?depth=0&where[order][equals]=${shipped.body.doc.id}&where[kind][equals]=invoice`)
    const invoice = invoices.body.docs[0].number as string

    const reply = await as(await staffToken('orders'), `/api/staff/stock/sale-register?from=${today}&to=${today}&format=json`)
    expect(reply.status, reply.text).toBe(200)
    expect(saleRegisterSchema.parse(reply.body).data.filter((line) => line.orderId === orderId)).toEqual([
      { shipped: today, orderId, invoice, buyer: buyer.name, gstin: null, code: CODE.plenty, lot: 'SR-LATE', expiry: LATER, quantity: 2 },
    ])

    const csv = await as(warehouse, `/api/staff/stock/sale-register?from=${today}&to=${today}`)
    expect(csv.status, csv.text).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = parse(csv.text, { bom: true }) as string[][]
    expect(rows[0]).toEqual(['Shipped', 'Invoice', 'Order ID', 'Buyer', 'GSTIN', 'Code', 'Lot', 'Expiry', 'Quantity'])
    expect(rows.filter((cells) => cells[2] === orderId)).toEqual([
      [today, invoice, orderId, buyer.name, '', CODE.plenty, 'SR-LATE', LATER, '2'],
    ])

    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10)
    const before = await as(warehouse, `/api/staff/stock/sale-register?from=${yesterday}&to=${yesterday}&format=json`)
    expect(before.body.data.some((line: { orderId: string }) => line.orderId === orderId)).toBe(false)
  })

  it('refuses missing, impossible or reversed dates and a range over one year, naming the field', async () => {
    const register = (query: string) => as(warehouse, `/api/staff/stock/sale-register?${query}`)
    const missing = await register('to=2026-04-30')
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'from', message: 'from is required, as YYYY-MM-DD' }])
    const impossible = await register('from=2026-02-30&to=2026-03-31')
    expect(impossible.status).toBe(400)
    expect(impossible.body.errors).toEqual([{ field: 'from', message: 'from must be a date as YYYY-MM-DD, e.g. 2026-04-01' }])
    const reversed = await register('from=2026-05-01&to=2026-04-30')
    expect(reversed.body.errors).toEqual([{ field: 'to', message: 'to must be on or after from' }])
    const long = await register('from=2025-04-01&to=2026-04-01')
    expect(long.status).toBe(400)
    expect(long.body.errors).toEqual([{ field: 'to', message: 'The register covers at most one year: choose a shorter range' }])
    expect((await register('from=2025-04-01&to=2026-03-31')).status).toBe(200)
    expect((await as(await staffToken('editor'), '/api/staff/stock/sale-register?from=2026-04-01&to=2026-04-30')).status).toBe(403)
  })
})
