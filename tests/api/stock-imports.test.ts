import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest'

import { writeXlsx } from '../../cms/services/spreadsheets/write-sheet'
import { baseUrl, registerCustomer, rest, staffToken } from '../helpers/api'
import { startServerBeside } from '../helpers/stack'
import { expectStockCheckClean } from '../helpers/stock-check'

const IMPORTS = '/api/staff/stock/imports'
const unique = randomInt(100_000, 999_999)
const LOT = {
  kept: `SI-KEPT-${unique}`,
  a: `SI-A-${unique}`,
  b: `SI-B-${unique}`,
  c: `SI-C-${unique}`,
  d: `SI-D-${unique}`,
  x: `SI-X-${unique}`,
}

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

async function revert(importId: string, server = baseUrl()) {
  const response = await fetch(`${server}${IMPORTS}/${importId}/revert`, { method: 'POST', headers: { Authorization: `JWT ${admin}` } })
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
    expect(preview.body.lines).toEqual([{ row: 2, code, lot: LOT.a, expiry: '2030-02', quantity: 4, location: 'MAIN' }])
    expect(preview.body.units).toBe(4)
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
  }, 150_000)

  it('reads an Excel expiry written as text, as a date, or as a number formatted as a date', async () => {
    const columns = [
      { title: 'Code', width: 14 },
      { title: 'Lot', width: 16 },
      { title: 'Expiry', width: 10, numFmt: 'mmm-yy' },
      { title: 'Quantity', width: 9 },
    ]
    const february2030 = 47515 // the day number Excel keeps for 1 February 2030
    const workbook = await writeXlsx('Delivery', columns, [
      [code, `${LOT.x}-TEXT`, '2030-02', 1],
      [code, `${LOT.x}-DATE`, new Date(Date.UTC(2030, 1, 17)), 2],
      [code, `${LOT.x}-NUMBER`, february2030, 3],
    ])
    const preview = await upload(form(workbook, 'delivery.xlsx'), '?dryRun=1')
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body.errors).toEqual([])
    expect(preview.body.lines.map((line: Record<string, unknown>) => [line.lot, line.expiry])).toEqual([
      [`${LOT.x}-TEXT`, '2030-02'],
      [`${LOT.x}-DATE`, '2030-02'],
      [`${LOT.x}-NUMBER`, '2030-02'],
    ])
    expect(preview.body.units).toBe(6)
  })

  it('reverts an import once when reverts arrive together at two server processes: the others get 409', async () => {
    const second = await startServerBeside({
      baseUrl: baseUrl(),
      databaseFile: inject('databaseFile'),
      razorpayUrl: inject('razorpayUrl'),
      resendUrl: inject('resendUrl'),
    })
    onTestFinished(() => second.stop())
    // Many lots, each also stocked before: a revert takes a while to write, and a second one would find units to take.
    const lots = Array.from({ length: 150 }, (_, index) => `${LOT.d}-${index}`)
    const kept = await rest('POST', '/staff/stock/receipts', { lines: lots.map((lot) => ({ code, lot, expiry: '2030-05', quantity: 5 })) })
    expect(kept.status, kept.text).toBe(201)
    const file = ['Code,Lot,Expiry,Quantity', ...lots.map((lot) => `${code},${lot},2030-05,1`)].join('\n')
    const applied = await upload(form(file, 'delivery.csv'))
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    const servers = [baseUrl(), second.baseUrl]
    // Each server answers once first, so neither is still starting up when the reverts arrive.
    for (const server of servers) expect((await revert('SI-000000-NOPE', server)).status).toBe(404)
    const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => revert(applied.body.importId, servers[index % 2])))
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409, 409])
    const reversing = await rest(
      'GET',
      `/stock-movements?limit=1&depth=0&where[document][equals]=${applied.body.importId}&where[reverses][exists]=true`,
    )
    expect(reversing.body.totalDocs).toBe(lots.length)
    expect([await onHand(lots[0]!), await onHand(lots.at(-1)!)]).toEqual([5, 5])
    await expectStockCheckClean()
  }, 180_000)

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
  }, 150_000)

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
