import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, registerCustomer, request, rest, staffToken } from '../helpers/api'
import { expectStockCheckClean } from '../helpers/stock-check'

const TRANSFERS = '/api/staff/stock/transfers'

let warehouse: string
let code: string
const shelf = `SHELF-${randomInt(100_000, 999_999)}`
const lot = `TR-${randomInt(100_000, 999_999)}`

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  request(method, `${baseUrl()}${url}`, { body, headers: token ? { Authorization: `JWT ${token}` } : {} })

/** A lot's figures at each location, by location code. */
async function balances(): Promise<Record<string, { onHand: number; available: number }>> {
  const reply = await as(
    warehouse,
    'GET',
    `/api/stock-lots?depth=1&where[code][equals]=${encodeURIComponent(code)}&where[lot][equals]=${lot}`,
  )
  expect(reply.status, reply.text).toBe(200)
  return Object.fromEntries(
    reply.body.docs.map((doc: { location: { code: string }; onHand: number; available: number }) => [
      doc.location.code,
      { onHand: doc.onHand, available: doc.available },
    ]),
  )
}

beforeAll(async () => {
  const email = `mover-${lot.toLowerCase()}@example.com`
  const created = await rest('POST', '/users', { email, password: 'Warehouse#123', name: 'Mover', roles: ['warehouse'] })
  expect(created.status, created.text).toBe(201)
  warehouse = (await request('POST', `${baseUrl()}/api/users/login`, { body: { email, password: 'Warehouse#123' } })).body.token
  const location = await as(warehouse, 'POST', '/api/stock-locations', { name: 'Ward shelf', code: shelf })
  expect(location.status, location.text).toBe(201)
  const listed = await rest('GET', '/products?limit=1&depth=0&sort=-createdAt&where[_status][equals]=published')
  code = listed.body.docs[0].variants[0].codes[0].shortCode
  const receipt = await as(warehouse, 'POST', '/api/staff/stock/receipts', { lines: [{ code, lot, expiry: '2029-06', quantity: 10 }] })
  expect(receipt.status, receipt.text).toBe(201)
})

describe('POST /api/staff/stock/transfers', () => {
  it('moves units of a lot from one location to another: a transfer out and a transfer in, under one reference', async () => {
    const reply = await as(warehouse, 'POST', TRANSFERS, { code, lot: lot.toLowerCase(), from: 'main', to: shelf, quantity: 4 })
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.document).toMatch(/^TR-/)
    expect(reply.body.balances).toEqual([
      { code, lot, expiry: '2029-06', location: 'MAIN', onHand: 6, reserved: 0, available: 6 },
      { code, lot, expiry: '2029-06', location: shelf, onHand: 4, reserved: 0, available: 4 },
    ])
    const movements = await Promise.all(
      reply.body.movements.map(async (id: string) => (await as(warehouse, 'GET', `/api/stock-movements/${id}?depth=0`)).body),
    )
    expect(movements.map((movement) => [movement.type, movement.quantity, movement.document])).toEqual([
      ['transfer', -4, reply.body.document],
      ['transfer', 4, reply.body.document],
    ])
    expect(await balances()).toEqual({ MAIN: { onHand: 6, available: 6 }, [shelf]: { onHand: 4, available: 4 } })
    await expectStockCheckClean()
  }, 150_000)

  it('answers 409 with what is available when the location holds fewer units, and moves nothing', async () => {
    const more = await as(warehouse, 'POST', TRANSFERS, { code, lot, from: shelf, to: 'MAIN', quantity: 5 })
    expect(more.status, more.text).toBe(409)
    expect(more.body).toMatchObject({
      code,
      lot,
      available: 4,
      message: `Code ${code} lot ${lot} has 4 available at Ward shelf: 5 cannot be moved`,
    })
    const back = await as(warehouse, 'POST', TRANSFERS, { code, lot, from: shelf, to: 'MAIN', quantity: 4 })
    expect(back.status, back.text).toBe(201)
    const none = await as(warehouse, 'POST', TRANSFERS, { code, lot, from: shelf, to: 'MAIN', quantity: 1 })
    expect(none.status, none.text).toBe(409)
    expect(none.body.available).toBe(0)
    expect(await balances()).toEqual({ MAIN: { onHand: 10, available: 10 }, [shelf]: { onHand: 0, available: 0 } })
    await expectStockCheckClean()
  }, 150_000)

  it('refuses bad input with a message per field', async () => {
    const shapes = await as(warehouse, 'POST', TRANSFERS, { code: '', lot, from: 'MAIN', to: shelf, quantity: 0 })
    expect(shapes.status).toBe(400)
    expect(shapes.body.errors).toEqual([
      { field: 'code', message: 'The catalogue code is required' },
      { field: 'quantity', message: 'The quantity must be a whole number of at least 1' },
    ])
    const same = await as(warehouse, 'POST', TRANSFERS, { code, lot, from: 'MAIN', to: 'main', quantity: 1 })
    expect(same.body.errors).toEqual([{ field: 'to', message: 'Choose another location to move to than the one to move from' }])
    const main = (await rest('GET', '/stock-locations?depth=0&where[code][equals]=MAIN')).body.docs[0].id
    const sameById = await as(warehouse, 'POST', TRANSFERS, { code, lot, from: 'MAIN', to: main, quantity: 1 })
    expect(sameById.status).toBe(400)
    expect(sameById.body.errors).toEqual([{ field: 'to', message: 'Choose another location to move to than the one to move from' }])
    const unknown = await as(warehouse, 'POST', TRANSFERS, { code: 'NOT A CODE 1', lot, from: 'NOWHERE', to: shelf, quantity: 1 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([
      { field: 'from', message: 'There is no stock location NOWHERE' },
      { field: 'code', message: 'Code NOT A CODE 1 is not in the catalogue' },
    ])
    const noLot = await as(warehouse, 'POST', TRANSFERS, { code, lot: 'NEVER-RECEIVED', from: 'MAIN', to: shelf, quantity: 1 })
    expect(noLot.status).toBe(400)
    expect(noLot.body.errors).toEqual([{ field: 'lot', message: `Code ${code} has no lot NEVER-RECEIVED in stock` }])
    expect(await balances()).toEqual({ MAIN: { onHand: 10, available: 10 }, [shelf]: { onHand: 0, available: 0 } })
  })

  it('is for the warehouse and admins: 401 signed out, 403 for other staff and customers', async () => {
    const transfer = { code, lot, from: 'MAIN', to: shelf, quantity: 1 }
    expect((await as(undefined, 'POST', TRANSFERS, transfer)).status).toBe(401)
    const customer = await registerCustomer()
    for (const token of [await staffToken('orders'), await staffToken('editor'), customer.token]) {
      expect((await as(token, 'POST', TRANSFERS, transfer)).status).toBe(403)
    }
    expect(await balances()).toEqual({ MAIN: { onHand: 10, available: 10 }, [shelf]: { onHand: 0, available: 0 } })
    const admin = await as(await staffToken('admin'), 'POST', TRANSFERS, transfer)
    expect(admin.status, admin.text).toBe(201)
    await expectStockCheckClean()
  }, 150_000)
})
