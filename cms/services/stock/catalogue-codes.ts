import type { PayloadRequest, Where } from 'payload'

/** A catalogue code as stock knows it: its short code, GTIN and product. */
export type StockCode = { code: string; gtin: string | null; productId: string; productName: string; tracksStock: boolean }

/** The catalogue codes among `codes` (short codes as the catalogue spells them) and `gtins` (14 digits), by each. */
export async function stockCodes(
  req: PayloadRequest,
  { codes, gtins }: { codes: string[]; gtins: string[] },
): Promise<{ byCode: Map<string, StockCode>; byGtin: Map<string, StockCode> }> {
  const byCode = new Map<string, StockCode>()
  const byGtin = new Map<string, StockCode>()
  const or: Where[] = []
  if (codes.length > 0) or.push({ 'variants.codes.shortCode': { in: [...new Set(codes)] } })
  if (gtins.length > 0) or.push({ 'variants.codes.gtin': { in: [...new Set(gtins)] } })
  if (or.length === 0) return { byCode, byGtin }
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { or },
    depth: 0,
    pagination: false,
    req,
    select: { name: true, variants: true, tracksStock: true },
  })
  for (const product of docs) {
    for (const code of (product.variants ?? []).flatMap((size) => size.codes ?? [])) {
      const known: StockCode = {
        code: code.shortCode,
        gtin: code.gtin ?? null,
        productId: String(product.id),
        productName: product.name,
        tracksStock: product.tracksStock === true,
      }
      byCode.set(code.shortCode, known)
      if (code.gtin) byGtin.set(code.gtin, known)
    }
  }
  return { byCode, byGtin }
}
