import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, registerCustomer, request, rest, staffToken } from '../helpers/api'
import { newGtin, variantsWithGtin } from '../helpers/gtin'
import { expectStockCheckClean } from '../helpers/stock-check'

const RECEIPTS = '/api/staff/stock/receipts'
const ADJUSTMENTS = '/api/staff/stock/adjustments'

let warehouse: string
let warehouseEmail: string
let code: string
const gtin = newGtin()

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  request(method, `${baseUrl()}${url}`, { body, headers: token ? { Authorization: `JWT ${token}` } : {} })

/** How many movements and balances the ledger holds, read as an admin. */
async function ledgerSize() {
  const movements = await rest('GET', '/stock-movements?limit=1&depth=0')
  const lots = await rest('GET', '/stock-lots?limit=1&depth=0')
  return { movements: movements.body.totalDocs as number, lots: lots.body.totalDocs as number }
}

async function lotBalance(lot: string) {
  const reply = await as(
    warehouse,
    'GET',
    `/api/stock-lots?depth=0&where[code][equals]=${encodeURIComponent(code)}&where[lot][equals]=${lot}`,
  )
  expect(reply.status, reply.text).toBe(200)
  return reply.body.docs[0] as { id: string; onHand: number; reserved: number; available: number } | undefined
}

beforeAll(async () => {
  warehouseEmail = `dock-${gtin}@example.com`
  const created = await rest('POST', '/users', {
    email: warehouseEmail,
    password: 'Warehouse#123',
    name: 'Dock Staff',
    roles: ['warehouse'],
  })
  expect(created.status, created.text).toBe(201)
  const login = await request('POST', `${baseUrl()}/api/users/login`, { body: { email: warehouseEmail, password: 'Warehouse#123' } })
  warehouse = login.body.token
  const listed = await rest('GET', '/products?limit=1&depth=0&sort=-createdAt&where[_status][equals]=published')
  const product = listed.body.docs[0]
  code = product.variants[0].codes[0].shortCode
  const changed = await rest('PATCH', `/products/${product.id}`, { variants: variantsWithGtin(product, gtin) })
  expect(changed.status, changed.text).toBe(200)
})

describe('POST /api/staff/stock/receipts', () => {
  it('receives lines named by catalogue code or by GTIN into the main warehouse', async () => {
    const reply = await as(warehouse, 'POST', RECEIPTS, {
      lines: [
        { code, lot: 'api-r1', expiry: '2029-04', quantity: 12 },
        { gtin, lot: 'API-R1', expiry: '2029-04', quantity: 3 },
        { gtin: gtin.slice(1), lot: 'API-R2', expiry: '2028-11', quantity: 5, manufactured: '2026-11' },
      ],
    })
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.document).toMatch(/^GR-/)
    expect(reply.body.movements).toHaveLength(3)
    expect(reply.body.balances).toEqual([
      { code, lot: 'API-R1', expiry: '2029-04', location: 'MAIN', onHand: 15, reserved: 0, available: 15 },
      { code, lot: 'API-R2', expiry: '2028-11', location: 'MAIN', onHand: 5, reserved: 0, available: 5 },
    ])
    expect(await lotBalance('API-R1')).toMatchObject({ onHand: 15, reserved: 0, available: 15 })
  })

  it('refuses bad lines with a message per field and writes nothing, even for the good lines beside them', async () => {
    const before = await ledgerSize()
    const reply = await as(warehouse, 'POST', RECEIPTS, {
      lines: [
        { code, lot: 'API-OK', expiry: '2029-04', quantity: 1 },
        { code, lot: 'API-OK', expiry: '2029-13', quantity: 1 },
        { code, lot: 'API-OK', expiry: '2029-04', quantity: 1.5 },
        { code, lot: 'API-OK', expiry: '2029-04', quantity: 0 },
        { lot: 'API-OK', expiry: '2029-04', quantity: 1 },
      ],
    })
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.errors).toEqual([
      { field: 'lines.1.expiry', message: 'The expiry must be a month as YYYY-MM, e.g. 2027-03' },
      { field: 'lines.2.quantity', message: 'The quantity must be a whole number of at least 1' },
      { field: 'lines.3.quantity', message: 'The quantity must be a whole number of at least 1' },
      { field: 'lines.4.code', message: 'Give the catalogue code or the GTIN' },
    ])
    const unknown = await as(warehouse, 'POST', RECEIPTS, {
      lines: [
        { code, lot: 'API-OK', expiry: '2029-04', quantity: 1 },
        { code: 'NOT A CODE 999', lot: 'API-OK', expiry: '2029-04', quantity: 1 },
        { gtin: newGtin(), lot: 'API-OK', expiry: '2029-04', quantity: 1 },
        { code, lot: 'API-R2', expiry: '2030-01', quantity: 1 },
        { code, lot: 'API-OK2', expiry: '2029-04', quantity: 1 },
      ],
    })
    expect(unknown.status, unknown.text).toBe(400)
    expect(unknown.body.errors.map((error: { field: string }) => error.field)).toEqual(['lines.1.code', 'lines.2.gtin', 'lines.3.expiry'])
    expect(unknown.body.errors[1].message).toMatch(/^No catalogue code has GTIN \d{14}$/)
    const misread = await as(warehouse, 'POST', RECEIPTS, {
      lines: [{ gtin: `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`, lot: 'X', expiry: '2029-04', quantity: 1 }],
    })
    expect(misread.status).toBe(400)
    expect(misread.body.errors[0]).toEqual({
      field: 'lines.0.gtin',
      message: expect.stringContaining(`its last digit should be ${gtin[13]}`),
    })
    expect(await ledgerSize()).toEqual(before)
    expect(await lotBalance('API-OK')).toBeUndefined()
  })

  it('refuses an unknown location and a body that is not a receipt', async () => {
    const location = await as(warehouse, 'POST', RECEIPTS, {
      location: 'NOWHERE',
      lines: [{ code, lot: 'X', expiry: '2029-04', quantity: 1 }],
    })
    expect(location.status).toBe(400)
    expect(location.body.errors).toEqual([{ field: 'location', message: 'There is no stock location NOWHERE' }])
    expect((await as(warehouse, 'POST', RECEIPTS, { lines: [] })).body.errors).toEqual([
      { field: 'lines', message: 'A receipt needs at least one line' },
    ])
    expect((await as(warehouse, 'POST', RECEIPTS, [1, 2])).status).toBe(400)
  })
})

describe('POST /api/staff/stock/adjustments', () => {
  it('adjusts a lot with its reason, in the audit trail under the staff member who did it', async () => {
    const reply = await as(warehouse, 'POST', ADJUSTMENTS, { code, lot: 'api-r2', quantity: -2, reason: 'damage' })
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.balances).toEqual([
      { code, lot: 'API-R2', expiry: '2028-11', location: 'MAIN', onHand: 3, reserved: 0, available: 3 },
    ])
    const [movementId] = reply.body.movements
    const movement = await as(warehouse, 'GET', `/api/stock-movements/${movementId}?depth=0`)
    expect(movement.body).toMatchObject({
      type: 'adjustment',
      reason: 'damage',
      quantity: -2,
      code,
      lot: 'API-R2',
      document: reply.body.document,
    })
    const audit = await rest('GET', `/audit-entries?depth=0&where[source][equals]=stock-movements&where[documentId][equals]=${movementId}`)
    expect(audit.body.docs).toHaveLength(1)
    expect(audit.body.docs[0]).toMatchObject({
      byEmail: warehouseEmail,
      summary: expect.stringContaining(`Adjustment (damage): -2 of ${code} lot API-R2`),
      changes: [expect.objectContaining({ from: '5', to: '3' })],
    })
  })

  it('never takes a lot below zero, and refuses an unknown lot, a zero or a reason it does not know', async () => {
    const before = await ledgerSize()
    const below = await as(warehouse, 'POST', ADJUSTMENTS, { code, lot: 'API-R2', quantity: -4, reason: 'count-correction' })
    expect(below.status, below.text).toBe(400)
    expect(below.body.errors).toEqual([
      { field: 'quantity', message: `Code ${code} lot API-R2 has 3 available at Main warehouse: it cannot go below 0` },
    ])
    const unknownLot = await as(warehouse, 'POST', ADJUSTMENTS, { code, lot: 'NEVER-HERE', quantity: 1, reason: 'count-correction' })
    expect(unknownLot.body.errors[0].field).toBe('lot')
    const zero = await as(warehouse, 'POST', ADJUSTMENTS, { code, lot: 'API-R2', quantity: 0, reason: 'theft' })
    expect(zero.body.errors.map((error: { field: string }) => error.field)).toEqual(['quantity', 'reason'])
    expect(await ledgerSize()).toEqual(before)
    expect(await lotBalance('API-R2')).toMatchObject({ onHand: 3, available: 3 })
  })
})

describe('who may touch stock', () => {
  const receipt = { lines: [{ code: 'X', lot: 'X', expiry: '2029-04', quantity: 1 }] }

  it('the warehouse and admins; 401 signed out; 403 for order managers, catalogue editors and customers', async () => {
    expect((await as(undefined, 'POST', RECEIPTS, receipt)).status).toBe(401)
    expect((await as(undefined, 'POST', ADJUSTMENTS, receipt)).status).toBe(401)
    const customer = await registerCustomer()
    for (const token of [await staffToken('orders'), await staffToken('editor'), customer.token]) {
      expect((await as(token, 'POST', RECEIPTS, receipt)).status).toBe(403)
      expect((await as(token, 'POST', ADJUSTMENTS, receipt)).status).toBe(403)
      expect((await as(token, 'GET', '/api/stock-lots')).status).toBe(403)
      expect((await as(token, 'GET', '/api/stock-movements')).status).toBe(403)
    }
    for (const token of [warehouse, await staffToken('admin')]) {
      expect((await as(token, 'GET', '/api/stock-lots')).status).toBe(200)
      expect((await as(token, 'GET', '/api/stock-movements')).status).toBe(200)
    }
    const admin = await as(await staffToken('admin'), 'POST', ADJUSTMENTS, { code, lot: 'API-R1', quantity: 1, reason: 'count-correction' })
    expect(admin.status, admin.text).toBe(201)
  })

  it('nobody edits, deletes or makes a movement or a balance through the REST API, admins neither', async () => {
    const { body } = await as(warehouse, 'GET', '/api/stock-movements?limit=1&depth=0')
    const movement = body.docs[0]
    const lot = (await lotBalance('API-R1'))!
    for (const token of [warehouse, await staffToken('admin')]) {
      expect((await as(token, 'PATCH', `/api/stock-movements/${movement.id}`, { quantity: 1000 })).status).toBe(403)
      expect((await as(token, 'DELETE', `/api/stock-movements/${movement.id}`)).status).toBe(403)
      expect((await as(token, 'POST', '/api/stock-movements', { ...movement, id: undefined })).status).toBe(403)
      expect((await as(token, 'PATCH', `/api/stock-lots/${lot.id}`, { onHand: 1000, available: 1000 })).status).toBe(403)
      expect((await as(token, 'DELETE', `/api/stock-lots/${lot.id}`)).status).toBe(403)
    }
    expect((await as(warehouse, 'GET', `/api/stock-movements/${movement.id}?depth=0`)).body.quantity).toBe(movement.quantity)
    expect(await lotBalance('API-R1')).toMatchObject({ onHand: lot.onHand })
  })
})

it('leaves every balance equal to the sum of its movements (npm run stock:check)', async () => {
  await expectStockCheckClean()
})
