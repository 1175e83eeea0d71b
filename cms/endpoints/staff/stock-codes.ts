import type { Endpoint, PayloadRequest, Where } from 'payload'

import { gtinProblem, normaliseGtin } from '../../contract/gs1'
import type { Product } from '../../payload-types'
import { badRequest, handle, json, notFound } from '../http'
import { requireRole } from './require-role'

/** Most codes the receipt's code picker is offered at once. */
const MAX_SUGGESTIONS = 10

type CodeAnswer = { code: string; product: string; title: string }
type ProductCodes = Pick<Product, 'id' | 'name' | 'variants'>

const productCodes = (req: PayloadRequest, where: Where, limit: number) =>
  req.payload.find({
    collection: 'products',
    where,
    select: { name: true, variants: true },
    depth: 0,
    limit,
    req,
  }) as Promise<{ docs: ProductCodes[] }>

/** Every code of these products with its GTIN, as the receipt form names it: "Nuvo Silk · 3-0". */
function* codesOf(products: ProductCodes[]) {
  for (const product of products) {
    for (const variant of product.variants ?? []) {
      for (const code of variant.codes ?? []) {
        yield {
          answer: { code: code.shortCode, product: String(product.id), title: `${product.name} · ${variant.size}` } satisfies CodeAnswer,
          fullCode: code.fullCode ?? '',
          gtin: code.gtin ?? null,
        }
      }
    }
  }
}

/** `GET /api/staff/stock/gtin/{gtin}` → `{ code, product, title }`: the code a scanned GTIN is on, or 404. */
async function codeOfGtin(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  const given = decodeURIComponent(String(req.routeParams?.gtin ?? '')).trim()
  const problem = gtinProblem(given)
  if (problem) throw badRequest(problem, [{ field: 'gtin', message: problem }])
  const gtin = normaliseGtin(given)
  const { docs } = await productCodes(req, { 'variants.codes.gtin': { equals: gtin } }, 1)
  for (const code of codesOf(docs)) if (code.gtin === gtin) return json(code.answer)
  throw notFound(`No catalogue code has the GTIN ${gtin}`)
}

/** `GET /api/staff/stock/codes?q=` → `{ data: [{ code, product, title }] }`: codes whose short or full code contains `q`. */
async function codesLike(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  const text = (req.searchParams.get('q') ?? '').trim()
  if (text.length === 0 || text.length > 100) {
    throw badRequest('Type 1 to 100 characters of a code', [{ field: 'q', message: 'Type 1 to 100 characters of a code' }])
  }
  const where: Where = { or: [{ 'variants.codes.shortCode': { contains: text } }, { 'variants.codes.fullCode': { contains: text } }] }
  const { docs } = await productCodes(req, where, MAX_SUGGESTIONS)
  const needle = text.toLowerCase()
  // Equal first, then codes beginning with what was typed, then the rest, as the quick order ranks them.
  const rank = (code: string) => (code === needle ? 0 : code.startsWith(needle) ? 1 : code.includes(needle) ? 2 : 3)
  const ranked = [...codesOf(docs)]
    .map((code) => ({ code, rank: Math.min(rank(code.answer.code.toLowerCase()), rank(code.fullCode.toLowerCase())) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
  const data: CodeAnswer[] = ranked.slice(0, MAX_SUGGESTIONS).map((entry) => entry.code.answer)
  return json({ data })
}

/** The receipt form's lookups of catalogue codes: by scanned GTIN, and by a few typed characters. Warehouse and admins. */
export const stockCodeEndpoints: Endpoint[] = [
  { method: 'get', path: '/staff/stock/gtin/:gtin', handler: handle(codeOfGtin) },
  { method: 'get', path: '/staff/stock/codes', handler: handle(codesLike) },
]
