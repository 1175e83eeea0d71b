import type { Field, PayloadRequest, Where } from 'payload'

import { gtinProblem, normaliseGtin } from '../contract/gs1'

type CodeRow = { id?: string | null; shortCode?: string | null; gtin?: string | null }
type ProductData = { variants?: { codes?: CodeRow[] | null }[] | null }

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000)
    ? true
    : 'A whole number from 0 to 100000'

/** The other codes of the product being saved that carry `gtin`. */
function sameProductCodesWith(data: ProductData | undefined, gtin: string, self: CodeRow): CodeRow[] {
  const codes = (data?.variants ?? []).flatMap((size) => size.codes ?? [])
  return codes.filter((code) => code !== self && (code.id === undefined || code.id !== self.id) && code.gtin === gtin)
}

/**
 * A catalogue code's GTIN (the number in its GS1 barcode), so a scanned box finds its code: 14 digits with a valid
 * check digit, and no other code of any product carries it.
 */
export const gtinField: Field = {
  name: 'gtin',
  label: 'GTIN',
  type: 'text',
  index: true,
  admin: { description: 'The GTIN of the barcode on the box; kept as 14 digits (a 13-digit EAN gets a leading 0).' },
  hooks: {
    beforeValidate: [
      ({ value }) => {
        if (typeof value !== 'string') return value
        const digits = value.replace(/\s+/g, '')
        return digits ? (normaliseGtin(digits) ?? digits) : null
      },
    ],
  },
  validate: async (
    value: unknown,
    { req, id, data, siblingData }: { req: PayloadRequest; id?: string | number; data: ProductData; siblingData: CodeRow },
  ) => {
    if (value === null || value === undefined || value === '') return true
    const gtin = String(value)
    const problem = gtinProblem(gtin)
    if (problem) return problem
    const twin = sameProductCodesWith(data, gtin, siblingData)[0]
    if (twin) return `GTIN ${gtin} is also on code ${twin.shortCode ?? ''} of this product`
    const where: Where =
      id === undefined
        ? { 'variants.codes.gtin': { equals: gtin } }
        : { and: [{ 'variants.codes.gtin': { equals: gtin } }, { id: { not_equals: id } }] }
    const { docs } = await req.payload.find({ collection: 'products', where, limit: 1, depth: 0, draft: true, req, select: { name: true } })
    return docs[0] ? `GTIN ${gtin} is already on a code of ${docs[0].name}` : true
  },
}

/** A code's own "only a few left" level; empty: the site's threshold. */
export const lowStockThresholdField: Field = {
  name: 'lowStockThreshold',
  label: 'Low stock below',
  type: 'number',
  validate: wholeNumber,
  admin: { description: 'Buyers see "Only N left" below this many available; empty: the site setting.' },
}

/**
 * Whether the product's stock is counted, and what buyers may do beyond it. Off for products made before stock was
 * kept: they stay always available until staff turn it on.
 */
export const productStockFields: Field[] = [
  {
    name: 'tracksStock',
    label: 'Tracks stock',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description: 'When on, buyers see availability and cannot order beyond stock unless backorders are allowed.',
    },
  },
  {
    name: 'allowBackorder',
    label: 'Allow backorders',
    type: 'checkbox',
    defaultValue: false,
    admin: { position: 'sidebar', description: 'Buyers may order beyond stock; they see "Ships in N days".' },
  },
  {
    name: 'leadTimeDays',
    label: 'Lead time (days)',
    type: 'number',
    validate: wholeNumber,
    admin: { position: 'sidebar', description: 'How many days a backorder takes to ship.' },
  },
]
