import { zipSync } from 'fflate'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { CATALOGUE_COLUMNS, describeChange, type ImportApplied, type ImportPreview } from '../../cms/contract/catalogue-io'
import { baseUrl, post, registerCustomer, request, staffToken } from '../helpers/api'
import { col, importForm, lowerPrices, readCatalogueXlsx, writeCatalogueXlsx } from '../helpers/catalogue-file'

const exportUrl = (query = 'format=xlsx') => `${baseUrl()}/api/staff/catalogue/export?${query}`
const importUrl = (query = 'dryRun=1') => `${baseUrl()}/api/staff/catalogue/import?${query}`

async function asStaff(who: 'admin' | 'editor' | 'orders' = 'editor') {
  return { Authorization: `JWT ${await staffToken(who)}` }
}

async function exported(format: 'xlsx' | 'csv' = 'xlsx', query = ''): Promise<Uint8Array> {
  const response = await fetch(exportUrl(`format=${format}${query}`), { headers: await asStaff() })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

async function upload<T = ImportPreview>(form: FormData, query = 'dryRun=1'): Promise<{ status: number; body: T & { message?: string } }> {
  const response = await fetch(importUrl(query), { method: 'POST', body: form, headers: await asStaff() })
  return { status: response.status, body: await response.json() }
}

/** Our price in rupees of each code of the product `slug`, as the shop API serves it. */
async function servedPrices(slug: string): Promise<Record<string, number>> {
  const reply = await post('/product/single', { slugName: slug })
  const product = reply.body.data[0] as { variants: { codes: { shortCode: string; discountedPrice: number }[] }[] }
  return Object.fromEntries(product.variants.flatMap((variant) => variant.codes.map((code) => [code.shortCode, code.discountedPrice])))
}

describe('the catalogue export and import API', () => {
  it('is for catalogue editors and admins: anonymous callers get 401, customers and order managers 403', async () => {
    expect((await fetch(exportUrl())).status).toBe(401)
    expect((await fetch(importUrl(), { method: 'POST', body: importForm(new Uint8Array([1])) })).status).toBe(401)
    const customer = await registerCustomer()
    expect((await request('GET', exportUrl(), { token: customer.token })).status).toBe(403)
    expect((await fetch(exportUrl(), { headers: await asStaff('orders') })).status).toBe(403)
    const asOrders = await fetch(importUrl(), { method: 'POST', body: importForm(new Uint8Array([1])), headers: await asStaff('orders') })
    expect(asOrders.status).toBe(403)
    expect((await fetch(exportUrl(), { headers: await asStaff('admin') })).status).toBe(200)
  })

  it('exports the seed catalogue as XLSX and CSV, one row per code with prices as numbers, which re-import with zero changes', async () => {
    const xlsx = await exported('xlsx')
    const sheet = await readCatalogueXlsx(xlsx)
    expect(sheet.rows.length).toBeGreaterThan(10)
    expect(new Set(sheet.rows.map((row) => row[col('Short code')])).size).toBe(sheet.rows.length)
    expect(sheet.rows.every((row) => typeof row[col('MRP (₹)')] === 'number' && typeof row[col('Our price (₹)')] === 'number')).toBe(true)
    const csv = await exported('csv')
    expect(
      Buffer.from(csv)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0],
    ).toBe(CATALOGUE_COLUMNS.join(','))

    for (const [file, name] of [
      [xlsx, 'catalogue.xlsx'],
      [csv, 'catalogue.csv'],
    ] as const) {
      const { status, body } = await upload(importForm(file, name))
      expect(status, JSON.stringify(body).slice(0, 500)).toBe(200)
      expect(body.errors).toEqual([])
      expect(body.changes).toEqual([])
      expect(body.products.changed + body.products.new + body.codes.changed + body.codes.new).toBe(0)
      expect(body.codes.unchanged).toBe(sheet.rows.length)
    }
  })

  it('exports one category only', async () => {
    const whole = await readCatalogueXlsx(await exported())
    const category = String(whole.rows[0]![col('Category slug')])
    const one = await readCatalogueXlsx(await exported('xlsx', `&category=${category}`))
    expect(one.rows.length).toBeGreaterThan(0)
    expect(one.rows.length).toBeLessThan(whole.rows.length)
    expect(one.rows.every((row) => row[col('Category slug')] === category)).toBe(true)
  })

  it('answers each row in error with its row, column and reason, and writes nothing', async () => {
    const before = Buffer.from(await exported('csv')).toString('utf8')
    const sheet = await readCatalogueXlsx(await exported())
    sheet.rows[0]![col('Category slug')] = 'no-such-category'
    sheet.rows[1]![col('Our price (₹)')] = Number(sheet.rows[1]![col('MRP (₹)')]) + 100
    sheet.rows[2]![col('MRP (₹)')] = 'twelve'
    lowerPrices(sheet, 2)
    const { status, body } = await upload(importForm(await writeCatalogueXlsx(sheet)), '')
    expect(status).toBe(422)
    expect(body.message).toMatch(/^Nothing was written/)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'Category slug', message: 'Unknown category "no-such-category"' },
        { row: 3, column: 'Our price (₹)', message: expect.stringMatching(/^Our price ₹[\d,.]+ is above the MRP/) },
        { row: 4, column: 'MRP (₹)', message: '"twelve" is not a number' },
      ]),
    )
    expect(body.errorFile).toContain('Unknown category')
    expect(Buffer.from(await exported('csv')).toString('utf8')).toBe(before)
  })

  it('matches images of a ZIP by file name; an unreadable or unknown image is an error of its row', async () => {
    const sheet = await readCatalogueXlsx(await exported())
    const slugs = [...new Set(sheet.rows.map((row) => String(row[col('Slug')])))]
    const images: Record<string, string> = { [slugs[0]!]: 'new-photo.png', [slugs[1]!]: 'broken.jpg', [slugs[2]!]: 'missing.png' }
    for (const row of sheet.rows) if (images[String(row[col('Slug')])]) row[col('Images')] = images[String(row[col('Slug')])]!
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer()
    const zip = zipSync({ 'photos/new-photo.png': new Uint8Array(png), 'broken.jpg': new TextEncoder().encode('not an image') })
    const { status, body } = await upload(importForm(await writeCatalogueXlsx(sheet), 'catalogue.xlsx', zip))
    expect(status).toBe(200)
    expect(body.changes).toEqual([
      expect.objectContaining({
        kind: 'product',
        slug: slugs[0],
        fields: [expect.objectContaining({ column: 'Images', to: 'new-photo.png' })],
      }),
    ])
    expect(body.errors.map((error) => `${error.column}: ${error.message}`)).toEqual([
      'Images: Image "broken.jpg" in the ZIP cannot be read as an image',
      'Images: No image "missing.png" in the media library or the ZIP',
    ])
  })

  it.each([
    ['a body that is not multipart', () => ({ body: '{}', headers: { 'Content-Type': 'application/json' } }), 400, /multipart/],
    ['a file that is not a spreadsheet', () => ({ body: importForm(Buffer.from('%PDF-1.4\u0000'), 'x.pdf') }), 400, /not a spreadsheet/],
    ['a sheet with other columns', () => ({ body: importForm(Buffer.from('Name,Price\nA,1\n'), 'x.csv') }), 400, /columns/],
    [
      'a CSV in another encoding',
      () => ({ body: importForm(Buffer.from([...Buffer.from(`${CATALOGUE_COLUMNS.join(',')}\n`), 0xe9, 10]), 'x.csv') }),
      400,
      /UTF-8/,
    ],
    ['a file over the size limit', () => ({ body: importForm(Buffer.alloc(41 * 1024 * 1024, 65), 'big.csv') }), 413, /larger than 40 MB/],
  ])('refuses %s with a clear message', async (_, make, status, message) => {
    const { body, headers } = make() as { body: BodyInit; headers?: Record<string, string> }
    const response = await fetch(importUrl(''), { method: 'POST', body, headers: { ...(await asStaff()), ...headers } })
    expect(response.status).toBe(status)
    expect(((await response.json()) as { message: string }).message).toMatch(message)
  })

  it('applies price changes in one go, served at once; a revert restores them but for products edited since', async () => {
    const original = await exported()
    const sheet = await readCatalogueXlsx(original)
    const changed = lowerPrices(sheet, 2)
    const form = importForm(await writeCatalogueXlsx(sheet))
    const preview = await upload(form)
    expect(preview.body.changes.map(describeChange)).toEqual(
      changed.map((entry) => expect.stringMatching(new RegExp(`^${entry.code} Our price ₹[\\d,]+\\.00 → ₹[\\d,]+\\.00$`))),
    )
    const applied = await upload<ImportApplied>(form, `planId=${preview.body.planId}`)
    expect(applied.status, JSON.stringify(applied.body).slice(0, 300)).toBe(201)
    // The counts and the import's id; the changes are the preview's.
    const { fileName, products, codes, planId } = preview.body
    expect(applied.body).toEqual({ fileName, products, codes, planId, importId: expect.any(String) })
    for (const entry of changed) expect((await servedPrices(entry.slug))[entry.code]).toBe(entry.to)
    expect((await upload(form, `planId=${preview.body.planId}`)).status).toBe(409)

    // The second product is edited again after the import: the revert leaves it and names it.
    const edited = changed[1]!
    const staff = await asStaff('admin')
    const found = await (await fetch(`${baseUrl()}/api/products?where[slug][equals]=${edited.slug}&depth=0`, { headers: staff })).json()
    const patched = await fetch(`${baseUrl()}/api/products/${found.docs[0].id}`, {
      method: 'PATCH',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({ genericName: 'Edited after the import' }),
    })
    expect(patched.status).toBe(200)
    const revertUrl = `${baseUrl()}/api/staff/catalogue/imports/${applied.body.importId}/revert`
    const reverted = await fetch(revertUrl, { method: 'POST', headers: await asStaff() })
    const result = (await reverted.json()) as { reverted: string[]; skipped: { slug: string; reason: string }[] }
    expect(reverted.status).toBe(200)
    expect(result.reverted).toEqual([changed[0]!.slug])
    expect(result.skipped).toEqual([{ slug: edited.slug, reason: expect.stringMatching(/^edited again on /) }])
    expect((await servedPrices(changed[0]!.slug))[changed[0]!.code]).toBe(changed[0]!.from)
    expect((await servedPrices(edited.slug))[edited.code]).toBe(edited.to)
    expect((await fetch(revertUrl, { method: 'POST', headers: await asStaff() })).status).toBe(409)

    // The catalogue as the seed made it, for the other tests: the original file brings the edited product back.
    const restored = await upload<ImportApplied>(importForm(original), '')
    expect(restored.status).toBe(201)
    expect(restored.body.products.changed).toBe(1)
    expect((await servedPrices(edited.slug))[edited.code]).toBe(edited.from)
  })
})
