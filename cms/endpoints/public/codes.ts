import { codeIndex, type CodeMatch } from '../../catalogue/code-index'
import { codesRequestSchema, type ResolvedCode } from '../../contract/codes'
import { paiseToRupees } from '../../contract/pricing'
import { json, readJson, route } from '../http'

function toResolvedCode(code: string, match: CodeMatch): ResolvedCode {
  return {
    code,
    productId: match.productId,
    productName: match.productName,
    genericName: match.genericName,
    slugName: match.slug,
    category: { name: match.category.name, slug: match.category.slug },
    size: match.size,
    shortCode: match.shortCode,
    fullCode: match.fullCode,
    originalPrice: paiseToRupees(match.originalPrice),
    discountedPrice: paiseToRupees(match.discountedPrice),
    image: match.image,
  }
}

/** `POST /product/codes {codes}` → `{data, unknown}`: the quick-order resolver (contract/codes.ts). */
export const codeEndpoints = [
  route('post', '/product/codes', async (req) => {
    const { codes } = await readJson(req, codesRequestSchema)
    const index = await codeIndex(req.payload)
    const data: ResolvedCode[] = []
    const unknown: string[] = []
    for (const code of codes) {
      const match = index.lookup(code)
      if (match) data.push(toResolvedCode(code, match))
      else unknown.push(code)
    }
    return json({ data, unknown })
  }),
]
