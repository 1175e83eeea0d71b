import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, registerCustomer, rest, staffToken } from '../helpers/api'
import { expectStockCheckClean } from '../helpers/stock-check'

const IMPORTS = '/api/staff/stock/imports'
const unique = randomInt(100_000, 999_999)
const LOT = { kept: `SI-KEPT-${unique}`, a: `SI-A-${unique}`, b: `SI-B-${unique}`, c: `SI-C-${unique}` }

let code: string
let admin: string

function form(file: Uint8Array | string, name: string): FormData {
  const body = new FormData()
  body.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name)
  return body
}

async function upload(body: FormData, query = '', token: string | null = admin) {
  const response = await fetch(`${baseUrl()}${IMPORTS}${query}`, {
    method: 'POST',
    body,
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

async function revert(importId: string) {
  const response = await fetch(`${baseUrl()}${IMPORTS}/${importId}/revert`, { method: 'POST', headers: { Authorization: `JWT ${admin}` } })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

async function onHand(lot: string): Promise<number | undefined> {
  const reply = await rest('GET', `/stock-lots?depth=0&where[code][equals]=${encodeURIComponent(code)}&where[lot][equals]=${lot}`)
  return reply.body.docs[0]?.onHand
}

async function movementCount(): Promise<number> {
  return (await rest('GET', '/stock-movements?limit=1&depth=0')).body.totalDocs
}

beforeAll(async () => {
  admin = await staffToken('admin')
  const listed = await rest('GET', '/products?limit=1&depth=0&sort=-createdAt&where[_status][equals]=published')
  code = listed.body.docs[0].variants[0].codes[0].shortCode
  const kept = await rest('POST', '/staff/stock/receipts', { lines: [{ code, lot: LOT.kept, expiry: '2029-01', quantity: 5 }] })
  expect(kept.status, kept.text).toBe(201)
})

describe('stock receipts from a spreadsheet', () => {
  it('previews each row with its problems and writes nothing; applying such a file is refused', async () => {
    const csv = [
      'Code,GTIN,Lot,Expiry,Quantity',
      `${code},,${LOT.a},2030-02,4`,
      `NOT-A-CODE-${unique},,${LOT.a},2030-02,1`,
      `,08901234567891,${LOT.a},2030-02,1`,
      `${code},,${LOT.a},2030-13,1`,
      `${code},,${LOT.a},2030-02,0`,
      `${code},,${LOT.a},2030-02,-3`,
      `${code},,${LOT.kept},2031-05,1`,
      `,,${LOT.a},2030-02,1`,
    ].join('\n')
    const before = await movementCount()
    const preview = await upload(form(csv, 'delivery.csv'), '?dryRun=1')
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body).toMatchObject({ fileName: 'delivery.csv', rows: 8 })
    expect(preview.body.lines[0]).toEqual({ row: 2, code, lot: LOT.a, expiry: '2030-02', quantity: 4, location: 'MAIN' })
    expect(preview.body.errors).toEqual([
      { row: 3, column: 'Code', message: `Code NOT-A-CODE-${unique} is not in the catalogue` },
      { row: 4, column: 'GTIN', message: expect.stringMatching(/GTIN/) },
      { row: 5, column: 'Expiry', message: 'The expiry must be a month as YYYY-MM, e.g. 2027-03' },
      { row: 6, column: 'Quantity', message: 'The quantity must be a whole number of at least 1' },
      { row: 7, column: 'Quantity', message: 'The quantity must be a whole number of at least 1' },
      { row: 8, column: 'Expiry', message: `Code ${code} lot ${LOT.kept} is kept with expiry 2029-01, not 2031-05` },
      { row: 9, column: 'Code', message: 'Give the catalogue code or the GTIN' },
    ])
    const refused = await upload(form(csv, 'delivery.csv'))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('Nothing was written: 7 errors in the file')
    expect(await movementCount()).toBe(before)
    expect(await onHand(LOT.a)).toBeUndefined()
    const columns = await upload(form('Code,Lot,Quantity\nX,Y,1', 'short.csv'), '?dryRun=1')
    expect(columns.status).toBe(400)
    expect(columns.body.message).toContain('missing "Expiry"')
  })

  it('applies a file in one set of receipts under the import id, and reverts it', async () => {
    const file = [
      'code,lot,expiry,manufactured,quantity,location',
      `${code},${LOT.a},2030-02,2026-10,6,main`,
      `${code},${LOT.b},2030-03,,2,`,
    ].join('\n')
    const applied = await upload(form(file, 'opening.csv'))
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    expect(applied.body).toMatchObject({ fileName: 'opening.csv', rows: 2, units: 8, importId: expect.stringMatching(/^SI-/) })
    const { importId } = applied.body
    const movements = await rest('GET', `/stock-movements?depth=0&sort=createdAt&where[document][equals]=${importId}`)
    expect(movements.body.docs.map((m: Record<string, unknown>) => [m.type, m.lot, m.expiry, m.quantity])).toEqual([
      ['receipt', LOT.a, '2030-02', 6],
      ['receipt', LOT.b, '2030-03', 2],
    ])
    expect([await onHand(LOT.a), await onHand(LOT.b)]).toEqual([6, 2])
    await expectStockCheckClean()

    const reverted = await revert(importId)
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200)
    expect(reverted.body).toEqual({ importId, movements: 2 })
    expect([await onHand(LOT.a), await onHand(LOT.b)]).toEqual([0, 0])
    expect((await revert(importId)).status).toBe(409)
    expect((await revert('SI-000000-NOPE')).status).toBe(404)
    await expectStockCheckClean()
  })

  it('refuses to revert once some of its units were taken, and reverts nothing', async () => {
    const applied = await upload(form(`Code,Lot,Expiry,Quantity\n${code},${LOT.c},2030-04,3`, 'delivery.csv'))
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    const taken = await rest('POST', '/staff/stock/adjustments', { code, lot: LOT.c, quantity: -1, reason: 'sample' })
    expect(taken.status, taken.text).toBe(201)
    const refused = await revert(applied.body.importId)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body).toMatchObject({ code, lot: LOT.c, available: 2 })
    expect(await onHand(LOT.c)).toBe(2)
    await expectStockCheckClean()
  })

  it('is for the warehouse and admins: 401 signed out, 403 for other staff and customers', async () => {
    const file = () => form(`Code,Lot,Expiry,Quantity\n${code},${LOT.c},2030-04,1`, 'x.csv')
    expect((await upload(file(), '', null)).status).toBe(401)
    const customer = await registerCustomer()
    for (const token of [await staffToken('orders'), await staffToken('editor'), customer.token]) {
      expect((await upload(file(), '', token)).status).toBe(403)
    }
    expect(await onHand(LOT.c)).toBe(2)
  })
})
