import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, request, rest, staffToken } from '../helpers/api'
import { newGtin, variantsWithGtin } from '../helpers/gtin'

const staffApi = (token: string | undefined, path: string) =>
  request('GET', `${baseUrl()}/api/staff/stock${path}`, token ? { headers: { Authorization: `JWT ${token}` } } : {})

let warehouse: string
let product: { id: string; name: string; variants: { size: string; codes: { shortCode: string; gtin?: string | null }[] }[] }
const gtin = newGtin()

beforeAll(async () => {
  const email = `warehouse-${gtin}@example.com`
  const created = await rest('POST', '/users', { email, password: 'Warehouse#123', name: 'Dock Staff', roles: ['warehouse'] })
  expect(created.status, created.text).toBe(201)
  const login = await request('POST', `${baseUrl()}/api/users/login`, { body: { email, password: 'Warehouse#123' } })
  warehouse = login.body.token
  const listed = await rest('GET', '/products?limit=1&depth=0&sort=createdAt&where[_status][equals]=published')
  product = listed.body.docs[0]
  const changed = await rest('PATCH', `/products/${product.id}`, { variants: variantsWithGtin(product, gtin) })
  expect(changed.status, changed.text).toBe(200)
})

describe('GET /api/staff/stock/gtin/{gtin}', () => {
  it('answers the code a GTIN is on, given as 14 digits or with its leading zero left out', async () => {
    const code = product.variants[0].codes[0].shortCode
    const expected = { code, product: product.id, title: `${product.name} · ${product.variants[0].size}` }
    expect((await staffApi(warehouse, `/gtin/${gtin}`)).body).toEqual(expected)
    const short = await staffApi(warehouse, `/gtin/${gtin.slice(1)}`)
    expect(short.status, short.text).toBe(200)
    expect(short.body).toEqual(expected)
  })

  it('answers 404 for a GTIN on no code, 400 naming the check digit for a misread one', async () => {
    const unknown = await staffApi(warehouse, `/gtin/${newGtin()}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/^No catalogue code has the GTIN \d{14}$/)
    const wrong = `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`
    const misread = await staffApi(warehouse, `/gtin/${wrong}`)
    expect(misread.status).toBe(400)
    expect(misread.body.errors).toEqual([{ field: 'gtin', message: expect.stringContaining(`its last digit should be ${gtin[13]}`) }])
  })

  it('is for the warehouse and admins: 401 signed out, 403 for other staff', async () => {
    expect((await staffApi(undefined, `/gtin/${gtin}`)).status).toBe(401)
    expect((await staffApi(await staffToken('editor'), `/gtin/${gtin}`)).status).toBe(403)
    expect((await staffApi(await staffToken('admin'), `/gtin/${gtin}`)).status).toBe(200)
  })
})

describe('GET /api/staff/stock/codes?q=', () => {
  it('offers codes containing what was typed, in any case, the equal one first', async () => {
    const code = product.variants[0].codes[0].shortCode
    const found = await staffApi(warehouse, `/codes?q=${encodeURIComponent(code.toLowerCase())}`)
    expect(found.status, found.text).toBe(200)
    expect(found.body.data[0]).toEqual({ code, product: product.id, title: `${product.name} · ${product.variants[0].size}` })
    const some = await staffApi(warehouse, `/codes?q=${encodeURIComponent(code.slice(0, 2))}`)
    expect(some.body.data.length).toBeGreaterThan(1)
    expect(some.body.data.length).toBeLessThanOrEqual(10)
  })

  it('refuses an empty search and other staff', async () => {
    expect((await staffApi(warehouse, '/codes?q=')).status).toBe(400)
    expect((await staffApi(await staffToken('orders'), '/codes?q=NS')).status).toBe(403)
  })
})
