import { createHash } from 'node:crypto'

import type { CatalogueColumn, FieldChange, ImportPreview, PreviewChange, PreviewError } from '../../contract/catalogue-io'
import { formatPaise } from '../../contract/money'
import type { Product } from '../../payload-types'
import type { Catalogue, CatalogueProduct } from './catalogue'
import * as read from './cell-values'
import { errorFile, type FileRow } from './sheet'
import { turnIfDue } from '../../lib/turn'

type Variant = NonNullable<Product['variants']>[number]
type Code = NonNullable<Variant['codes']>[number]

/** The product fields the file sets, in the stored form. */
export type ProductData = Partial<Pick<Product, 'name' | 'slug' | 'category' | 'genericName' | 'hsnCode' | 'gstRate' | '_status'>> & {
  variants?: Variant[]
  images?: string[]
}

export type Prices = { originalPrice: number; discountedPrice: number }

/** A code of the file for an existing product: its size and values (changed in place, moved to its size, or added). */
export type CodeWrite = Prices & { shortCode: string; size: string; fullCode: string | null }

/**
 * One product to write through Payload: its changed fields only (a new product: all of them, with its sizes), their
 * values before, and for an existing product the codes to change or add, placed into its sizes as stored when written.
 */
export type ProductWrite = {
  productId: string | null
  slug: string
  updatedAt: string | null
  data: ProductData
  before: ProductData
  codes: CodeWrite[]
  /** Image names of the ZIP to upload first; `data.images` names them by `zip:<name>` until they have ids. */
  uploads: string[]
}

/** A product of which only prices of existing codes change: written in bulk (prices.ts). */
export type PriceWrite = {
  productId: string
  slug: string
  name: string
  /** A draft product: buyers see its prices once it is published. */
  draft: boolean
  updatedAt: string
  codes: { shortCode: string; before: Prices; after: Prices }[]
}

export type ImportPlan = { preview: ImportPreview; writes: ProductWrite[]; prices: PriceWrite[] }

/** Images an import can use: the media library's by file name, and the readable ones of the ZIP. */
export type AvailableImages = { library: Map<string, string>; zip: Set<string>; unreadable: Set<string> }

type ProductRows = { slug: string; first: FileRow; rows: FileRow[] }

const PRODUCT_COLUMNS = ['Product name', 'Category slug', 'Generic name', 'HSN code', 'GST rate (%)', 'Published', 'Images'] as const

const money = (paise: number) => formatPaise(paise, { symbol: '₹' })
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(empty)' : String(value))

/**
 * The changes a file asks for against the catalogue, and the rows in error. Products are matched by slug and codes by
 * short code; codes and products missing from the file are left as they are (an import never deletes).
 */
export async function planImport(fileName: string, rows: FileRow[], catalogue: Catalogue, images: AvailableImages): Promise<ImportPlan> {
  const errors: PreviewError[] = []
  const fail = (row: FileRow, column: CatalogueColumn | string, message: string) => errors.push({ row: row.row, column, message })
  const categoryBySlug = new Map([...catalogue.categorySlugs].map(([id, slug]) => [slug, id]))
  const productBySlug = new Map(catalogue.products.map((product) => [product.slug, product]))
  const ownerOfCode = new Map<string, CatalogueProduct>()
  for (const product of catalogue.products)
    for (const variant of product.variants) for (const code of variant.codes) ownerOfCode.set(code.shortCode, product)

  // Group the rows by product; check each cell once.
  const groups = new Map<string, ProductRows>()
  const codeRows = new Map<string, FileRow>()
  for (const row of rows) {
    await turnIfDue()
    for (const column of row.formulas) fail(row, column, 'A formula is not accepted: type the value itself')
    const slug = read.slug(row.cells.Slug)
    if ('error' in slug) {
      fail(row, 'Slug', slug.error)
      continue
    }
    const group = groups.get(slug.value) ?? { slug: slug.value, first: row, rows: [] }
    groups.set(slug.value, group)
    group.rows.push(row)
    const code = read.required(row.cells['Short code'], 'Short code')
    if ('error' in code) fail(row, 'Short code', code.error)
    else if (codeRows.has(code.value))
      fail(row, 'Short code', `Code ${code.value} is used twice in the file (row ${codeRows.get(code.value)!.row})`)
    else codeRows.set(code.value, row)
  }

  const writes: ProductWrite[] = []
  const prices: PriceWrite[] = []
  const changes: PreviewChange[] = []
  const counts = { products: { new: 0, changed: 0, unchanged: 0 }, codes: { new: 0, changed: 0, unchanged: 0 } }

  for (const group of groups.values()) {
    await turnIfDue()
    const existing = productBySlug.get(group.slug)
    const { first } = group
    const errorsBefore = errors.length
    const check = <T>(row: FileRow, column: CatalogueColumn, result: read.Read<T>): T | undefined => {
      if ('error' in result) return void fail(row, column, result.error)
      return result.value
    }
    // Product fields come from the product's first row; the other rows must agree.
    for (const row of group.rows.slice(1))
      for (const column of PRODUCT_COLUMNS)
        if (String(row.cells[column] ?? '') !== String(first.cells[column] ?? ''))
          fail(row, column, `Differs from row ${first.row} of the same product (${group.slug})`)
    const name = check(first, 'Product name', read.required(first.cells['Product name'], 'Product name'))
    const categorySlug = check(first, 'Category slug', read.required(first.cells['Category slug'], 'Category slug'))
    const category = categorySlug === undefined ? undefined : categoryBySlug.get(categorySlug)
    if (categorySlug !== undefined && category === undefined) fail(first, 'Category slug', `Unknown category "${categorySlug}"`)
    const hsnCode = check(first, 'HSN code', read.hsnCode(first.cells['HSN code']))
    const gstRate = check(first, 'GST rate (%)', read.gstRate(first.cells['GST rate (%)'], catalogue.gstRates))
    const isPublished = check(first, 'Published', read.published(first.cells.Published))
    const imageIds: string[] = []
    const uploads: string[] = []
    for (const image of read.imageNames(first.cells.Images)) {
      if (images.unreadable.has(image)) fail(first, 'Images', `Image "${image}" in the ZIP cannot be read as an image`)
      else if (images.zip.has(image)) {
        uploads.push(image)
        imageIds.push(`zip:${image}`)
      } else if (images.library.has(image)) imageIds.push(images.library.get(image)!)
      else fail(first, 'Images', `No image "${image}" in the media library or the ZIP`)
    }

    // Codes: each row's size, codes and prices.
    const fileCodes: { row: FileRow; size: string; code: Omit<Code, 'id'> }[] = []
    for (const row of group.rows) {
      const size = check(row, 'Size', read.required(row.cells.Size, 'Size'))
      const shortCode = read.text(row.cells['Short code'])
      const mrp = check(row, 'MRP (₹)', read.rupees(row.cells['MRP (₹)']))
      const ours = check(row, 'Our price (₹)', read.rupees(row.cells['Our price (₹)']))
      if (mrp !== undefined && ours !== undefined && ours > mrp)
        fail(row, 'Our price (₹)', `Our price ${money(ours)} is above the MRP ${money(mrp)}`)
      if (shortCode !== null) {
        const owner = ownerOfCode.get(shortCode)
        if (owner && owner.slug !== group.slug) fail(row, 'Short code', `Code ${shortCode} belongs to another product (${owner.slug})`)
      }
      if (size === undefined || shortCode === null || mrp === undefined || ours === undefined) continue
      fileCodes.push({
        row,
        size,
        code: { shortCode, fullCode: read.text(row.cells['Full code']), originalPrice: mrp, discountedPrice: ours },
      })
    }
    // A product with a row in error is not compared: its changes would show what the error left out.
    if (errors.length > errorsBefore) continue

    const wanted: ProductData = {
      name,
      category,
      genericName: read.text(first.cells['Generic name']),
      hsnCode,
      gstRate,
      _status: isPublished ? 'published' : 'draft',
      images: imageIds,
    }
    if (!existing) {
      const variants: Variant[] = []
      for (const { row, size, code } of fileCodes) {
        sizeNamed(variants, size).codes!.push(code)
        changes.push({ kind: 'code', action: 'new', slug: group.slug, code: code.shortCode, row: row.row, fields: [] })
      }
      changes.splice(changes.length - fileCodes.length, 0, { kind: 'product', action: 'new', slug: group.slug, row: first.row, fields: [] })
      counts.products.new += 1
      counts.codes.new += fileCodes.length
      writes.push({
        productId: null,
        slug: group.slug,
        updatedAt: null,
        data: { ...wanted, slug: group.slug, variants },
        before: {},
        codes: [],
        uploads,
      })
      continue
    }

    const data: ProductData = {}
    const before: ProductData = {}
    const fields: FieldChange[] = []
    const current: ProductData = {
      name: existing.name,
      category: existing.category,
      genericName: existing.genericName ?? null,
      // Stored as typed before the field dropped spaces ("3005 90 10"): the same code.
      hsnCode: existing.hsnCode ? existing.hsnCode.replace(/[\s.]/g, '') : null,
      gstRate: existing.gstRate === null ? null : String(Number(existing.gstRate)),
      _status: existing._status,
      images: existing.images,
    }
    const columnOf: Record<string, CatalogueColumn> = {
      name: 'Product name',
      category: 'Category slug',
      genericName: 'Generic name',
      hsnCode: 'HSN code',
      gstRate: 'GST rate (%)',
      _status: 'Published',
      images: 'Images',
    }
    for (const key of Object.keys(columnOf) as (keyof typeof columnOf & keyof ProductData)[]) {
      if (JSON.stringify(current[key]) === JSON.stringify(wanted[key])) continue
      ;(data as Record<string, unknown>)[key] = wanted[key]
      ;(before as Record<string, unknown>)[key] = key === 'images' ? existing.images : (existing[key as keyof CatalogueProduct] ?? null)
      const column = columnOf[key]!
      const cell = (value: unknown) =>
        key === 'category'
          ? catalogue.categorySlugs.get(String(value))
          : key === '_status'
            ? value === 'published'
              ? 'yes'
              : 'no'
            : key === 'images'
              ? (value as string[]).map((id) => (id.startsWith('zip:') ? id.slice(4) : catalogue.mediaNames.get(id))).join('; ')
              : value
      fields.push({ column, from: shown(cell(current[key])), to: shown(cell(wanted[key])) })
    }
    if (fields.length > 0) changes.push({ kind: 'product', action: 'changed', slug: group.slug, row: first.row, fields })

    // The product's codes: changed in place, moved to another size, or added.
    const stored = new Map(
      existing.variants.flatMap((variant) => variant.codes.map((code) => [code.shortCode, { code, size: variant.size }])),
    )
    const codeWrites: CodeWrite[] = []
    const priceWrites: PriceWrite['codes'] = []
    for (const { row, size, code } of fileCodes) {
      const found = stored.get(code.shortCode)
      const write: CodeWrite = {
        shortCode: code.shortCode,
        size,
        fullCode: code.fullCode ?? null,
        originalPrice: code.originalPrice,
        discountedPrice: code.discountedPrice,
      }
      if (!found) {
        codeWrites.push(write)
        counts.codes.new += 1
        changes.push({ kind: 'code', action: 'new', slug: group.slug, code: code.shortCode, row: row.row, fields: [] })
        continue
      }
      const codeFields: FieldChange[] = []
      if (found.size !== size) codeFields.push({ column: 'Size', from: found.size, to: size })
      if (found.code.fullCode !== write.fullCode)
        codeFields.push({ column: 'Full code', from: shown(found.code.fullCode), to: shown(write.fullCode) })
      const pricesOnly = codeFields.length === 0
      if (found.code.originalPrice !== code.originalPrice)
        codeFields.push({ column: 'MRP (₹)', from: money(found.code.originalPrice), to: money(code.originalPrice) })
      if (found.code.discountedPrice !== code.discountedPrice)
        codeFields.push({ column: 'Our price (₹)', from: money(found.code.discountedPrice), to: money(code.discountedPrice) })
      if (codeFields.length === 0) {
        counts.codes.unchanged += 1
        continue
      }
      codeWrites.push(write)
      if (pricesOnly) priceWrites.push({ shortCode: code.shortCode, before: pricesOf(found.code), after: pricesOf(code) })
      counts.codes.changed += 1
      changes.push({ kind: 'code', action: 'changed', slug: group.slug, code: code.shortCode, row: row.row, fields: codeFields })
    }
    if (Object.keys(data).length === 0 && codeWrites.length === 0) {
      counts.products.unchanged += 1
      continue
    }
    counts.products.changed += 1
    if (Object.keys(data).length === 0 && priceWrites.length === codeWrites.length) {
      prices.push({
        productId: existing.id,
        slug: group.slug,
        name: existing.name,
        draft: existing._status === 'draft',
        updatedAt: existing.updatedAt,
        codes: priceWrites,
      })
      continue
    }
    writes.push({
      productId: existing.id,
      slug: group.slug,
      updatedAt: existing.updatedAt,
      data,
      before,
      codes: codeWrites,
      uploads: data.images ? uploads : [],
    })
  }

  errors.sort((a, b) => a.row - b.row)
  const reasons = new Map<number, string[]>()
  for (const error of errors) reasons.set(error.row, [...(reasons.get(error.row) ?? []), `${error.column}: ${error.message}`])
  // Hashed write by write, giving other requests their turns (a price revision plans 10,000 products).
  const hash = createHash('sha256')
  for (const write of writes) {
    hash.update(JSON.stringify([write.productId, write.data, write.codes, write.updatedAt]))
    await turnIfDue()
  }
  hash.update('prices')
  for (const write of prices) {
    hash.update(JSON.stringify([write.productId, write.codes, write.updatedAt]))
    await turnIfDue()
  }
  const planId = hash.digest('hex').slice(0, 32)
  return {
    preview: {
      fileName,
      ...counts,
      changes,
      errors,
      ...(errors.length > 0 ? { errorFile: errorFile(rows, reasons) } : {}),
      planId,
    },
    writes: errors.length > 0 ? [] : writes,
    prices: errors.length > 0 ? [] : prices,
  }
}

const pricesOf = (code: Prices): Prices => ({ originalPrice: code.originalPrice, discountedPrice: code.discountedPrice })

/**
 * `variants` (a product's sizes as stored, every field of its codes included) with `codes` placed: each changed in
 * place (its other fields kept), moved to its size, or added; sizes left without codes are dropped.
 */
export function placeCodes(variants: Variant[], codes: CodeWrite[]): Variant[] {
  const placed = structuredClone(variants)
  for (const { size, ...code } of codes) {
    const holder = placed.find((variant) => variant.codes?.some((entry) => entry.shortCode === code.shortCode))
    const found = holder?.codes?.find((entry) => entry.shortCode === code.shortCode)
    if (!holder || !found) {
      sizeNamed(placed, size).codes!.push(code)
      continue
    }
    Object.assign(found, code)
    if (holder.size !== size) {
      holder.codes = holder.codes!.filter((entry) => entry !== found)
      sizeNamed(placed, size).codes!.push(found)
    }
  }
  return placed.filter((variant) => (variant.codes ?? []).length > 0)
}

function sizeNamed(variants: Variant[], size: string): Variant {
  const found = variants.find((variant) => variant.size === size)
  if (found) return found
  const added: Variant = { size, codes: [] }
  variants.push(added)
  return added
}
