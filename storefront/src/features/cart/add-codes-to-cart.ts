import { resolveCodes } from './api/resolve-codes'
import { addLinesToCart } from './cart-store'
import { resolvedCartLine } from './resolved-line'

export type CodesAdded = { added: number; gone: string[] }

/** Puts lines named by catalogue code in the cart at today's prices; answers the codes the catalogue no longer has. */
export async function addCodesToCart(items: readonly { code: string; quantity: number }[]): Promise<CodesAdded> {
  const found = await resolveCodes(items.map((item) => item.code))
  const gone = items.filter((item) => !found.has(item.code)).map((item) => item.code)
  const added = addLinesToCart(
    items.flatMap((item) => {
      const resolved = found.get(item.code)
      return resolved ? [resolvedCartLine(resolved, item.quantity)] : []
    }),
  )
  return { added, gone: [...new Set(gone)] }
}
