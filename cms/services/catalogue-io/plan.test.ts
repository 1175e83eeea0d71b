import { describe, expect, it } from 'vitest'

import { CATALOGUE_COLUMNS, describeChange, type CatalogueColumn } from '../../contract/catalogue-io'
import { exportRows, type Catalogue, type CatalogueProduct } from './catalogue'
import type { CellValue } from '../spreadsheets/cells'
import { placeCodes, planImport, type AvailableImages } from './plan'
import type { FileRow } from './sheet'

const product = (slug: string, codes: [size: string, shortCode: string, mrp: number, ours: number][]): CatalogueProduct => ({
  id: `id-${slug}`,
  name: slug.toUpperCase(),
  slug,
  category: 'cat-sutures',
  genericName: null,
  hsnCode: '30061010',
  gstRate: '12',
  _status: 'published',
  images: ['media-1'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  variants: [...new Set(codes.map(([size]) => size))].map((size) => ({
    size,
    codes: codes
      .filter(([s]) => s === size)
      .map(([, shortCode, mrp, ours]) => ({ id: shortCode, shortCode, fullCode: null, originalPrice: mrp, discountedPrice: ours })),
  })),
})

const catalogue: Catalogue = {
  products: [
    product('nylon', [
      ['General', 'NC 8141', 60000, 51000],
      ['General', 'NC 8142', 60000, 52000],
    ]),
    product('silk', [['3-0', 'SK 10', 30000, 25000]]),
  ],
  categorySlugs: new Map([['cat-sutures', 'sutures']]),
  mediaNames: new Map([['media-1', 'nylon.webp']]),
  gstRates: [5, 12, 18],
}
const images: AvailableImages = { library: new Map([['nylon.webp', 'media-1']]), zip: new Set(), unreadable: new Set() }

/** The export's rows as the import reads them. */
function fileRowsOf(rows: CellValue[][]): FileRow[] {
  return rows.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(CATALOGUE_COLUMNS.map((column, c) => [column, cells[c] === '' ? null : cells[c]!])) as Record<
      CatalogueColumn,
      CellValue
    >,
    formulas: [],
  }))
}

const set = (rows: FileRow[], index: number, column: CatalogueColumn, value: CellValue) => {
  rows[index]!.cells[column] = value
  return rows
}

describe('planImport', () => {
  it('finds nothing to change in the export of the same catalogue', async () => {
    const { preview, writes } = await planImport('catalogue.xlsx', fileRowsOf([...exportRows(catalogue)]), catalogue, images)
    expect(preview.errors).toEqual([])
    expect(preview.changes).toEqual([])
    expect(preview.products).toEqual({ new: 0, changed: 0, unchanged: 2 })
    expect(preview.codes).toEqual({ new: 0, changed: 0, unchanged: 3 })
    expect(writes).toEqual([])
  })

  it('reads an HSN code stored with spaces as the same code', async () => {
    const spaced: Catalogue = { ...catalogue, products: catalogue.products.map((entry) => ({ ...entry, hsnCode: '3006 10 10' })) }
    const { preview } = await planImport('catalogue.xlsx', fileRowsOf([...exportRows(spaced)]), spaced, images)
    expect(preview.changes).toEqual([])
  })

  it('shows a changed price with its old and new value, and plans a write of that price only', async () => {
    const rows = set(fileRowsOf([...exportRows(catalogue)]), 0, 'Our price (₹)', 525)
    const { preview, writes, prices } = await planImport('catalogue.xlsx', rows, catalogue, images)
    expect(preview.changes.map(describeChange)).toEqual(['NC 8141 Our price ₹510.00 → ₹525.00'])
    expect(writes).toEqual([])
    expect(prices).toEqual([
      {
        productId: 'id-nylon',
        slug: 'nylon',
        name: 'NYLON',
        draft: false,
        updatedAt: '2026-01-01T00:00:00.000Z',
        codes: [
          {
            shortCode: 'NC 8141',
            before: { originalPrice: 60000, discountedPrice: 51000 },
            after: { originalPrice: 60000, discountedPrice: 52500 },
          },
        ],
      },
    ])
  })

  it('writes a product through Payload when more than prices change: a code moved to another size keeps its other fields', async () => {
    const rows = set(set(fileRowsOf([...exportRows(catalogue)]), 0, 'Size', '2-0'), 0, 'MRP (₹)', 610)
    const { preview, writes, prices } = await planImport('catalogue.xlsx', rows, catalogue, images)
    expect(preview.changes.map(describeChange)).toEqual(['NC 8141 Size General → 2-0; NC 8141 MRP ₹600.00 → ₹610.00'])
    expect(prices).toEqual([])
    expect(writes).toHaveLength(1)
    expect(writes[0]!.data).toEqual({})
    const stored = [
      {
        id: 'v1',
        size: 'General',
        codes: [
          { id: 'c1', shortCode: 'NC 8141', originalPrice: 60000, discountedPrice: 51000, multipleOf: 12 },
          { id: 'c2', shortCode: 'NC 8142', originalPrice: 60000, discountedPrice: 52000 },
        ],
      },
    ]
    expect(placeCodes(stored, writes[0]!.codes)).toEqual([
      { id: 'v1', size: 'General', codes: [stored[0]!.codes[1]] },
      {
        size: '2-0',
        codes: [{ id: 'c1', shortCode: 'NC 8141', fullCode: null, originalPrice: 61000, discountedPrice: 51000, multipleOf: 12 }],
      },
    ])
  })

  it('adds a new code to its product, and a new product as a draft unless the file says published', async () => {
    const rows = fileRowsOf([...exportRows(catalogue)])
    rows.push({ ...structuredClone(rows[2]!), row: 5 })
    set(rows, 3, 'Short code', 'SK 11')
    rows.push({ ...structuredClone(rows[2]!), row: 6 })
    set(set(set(rows, 4, 'Slug', 'catgut'), 4, 'Short code', 'CG 1'), 4, 'Published', 'no')
    const { preview, writes } = await planImport('catalogue.csv', rows, catalogue, images)
    expect(preview.errors).toEqual([])
    expect(preview.changes.map((change) => [change.kind, change.action, change.code ?? change.slug])).toEqual([
      ['code', 'new', 'SK 11'],
      ['product', 'new', 'catgut'],
      ['code', 'new', 'CG 1'],
    ])
    expect(writes.find((write) => write.slug === 'catgut')!.data._status).toBe('draft')
  })

  it('refuses each bad cell with its row, column and reason, and plans no write', async () => {
    const rows = fileRowsOf([...exportRows(catalogue)])
    set(rows, 0, 'Category slug', 'staplers')
    set(rows, 1, 'HSN code', '30061')
    set(rows, 1, 'Our price (₹)', 700)
    set(rows, 2, 'Short code', 'NC 8141')
    set(rows, 2, 'GST rate (%)', 28)
    set(rows, 2, 'MRP (₹)', 'ten')
    rows[2]!.formulas = ['Full code']
    const { preview, writes } = await planImport('catalogue.xlsx', rows, catalogue, images)
    expect(preview.errors).toEqual([
      { row: 2, column: 'Category slug', message: 'Unknown category "staplers"' },
      { row: 3, column: 'Category slug', message: 'Differs from row 2 of the same product (nylon)' },
      { row: 3, column: 'HSN code', message: 'Differs from row 2 of the same product (nylon)' },
      { row: 3, column: 'Our price (₹)', message: 'Our price ₹700.00 is above the MRP ₹600.00' },
      { row: 4, column: 'Full code', message: 'A formula is not accepted: type the value itself' },
      { row: 4, column: 'Short code', message: 'Code NC 8141 is used twice in the file (row 2)' },
      { row: 4, column: 'GST rate (%)', message: '28 % is not one of the configured GST rates (5, 12, 18)' },
      { row: 4, column: 'MRP (₹)', message: '"ten" is not a number' },
      { row: 4, column: 'Short code', message: 'Code NC 8141 belongs to another product (nylon)' },
    ])
    expect(writes).toEqual([])
    expect(preview.errorFile?.split('\r\n')[0]).toBe(`${CATALOGUE_COLUMNS.join(',')},Errors`)
  })

  it('refuses an HSN code without 4, 6 or 8 digits, an empty required cell and an unknown image', async () => {
    const rows = set(
      set(set(fileRowsOf([...exportRows(catalogue)]).slice(2), 0, 'HSN code', '30061'), 0, 'Size', null),
      0,
      'Images',
      'x.png',
    )
    const { preview } = await planImport('catalogue.xlsx', rows, catalogue, images)
    expect(preview.changes).toEqual([])
    expect(preview.errors.map((error) => `${error.column}: ${error.message}`)).toEqual([
      'HSN code: HSN code "30061" does not have 4, 6 or 8 digits',
      'Images: No image "x.png" in the media library or the ZIP',
      'Size: Size is required',
    ])
  })
})
