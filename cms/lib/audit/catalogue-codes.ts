import { added, asRupees, changed, removed, type ChangeDescriber, type DescribedChange } from './describe'

type CodeRow = {
  id?: string | null
  shortCode?: string | null
  fullCode?: string | null
  originalPrice?: number | null
  discountedPrice?: number | null
  gtin?: string | null
}
type SizeRow = { size?: string | null; codes?: CodeRow[] | null }
type Code = CodeRow & { size: string }

const CODE_FIELDS = [
  { key: 'shortCode', label: 'Code', format: (value: unknown) => String(value ?? '') },
  { key: 'fullCode', label: 'Full code', format: (value: unknown) => String(value ?? '') },
  { key: 'size', label: 'Size', format: (value: unknown) => String(value ?? '') },
  { key: 'originalPrice', label: 'MRP', format: asRupees },
  { key: 'discountedPrice', label: 'Our price', format: asRupees },
  { key: 'gtin', label: 'GTIN', format: (value: unknown) => String(value ?? '') },
] as const

function codesOf(doc: Record<string, unknown> | null): Code[] {
  const sizes = (doc?.variants ?? []) as SizeRow[]
  return sizes.flatMap((size) => (size.codes ?? []).map((code) => ({ ...code, size: size.size ?? '' })))
}

const describeCode = (code: Code) => `size ${code.size}, MRP ${asRupees(code.originalPrice)}, our price ${asRupees(code.discountedPrice)}`

/**
 * Pairs each code before with itself after: by its row id (a renamed code stays the same row), else by its short
 * code (a client that sent the sizes without row ids).
 */
function pairCodes(before: Code[], after: Code[]): { pairs: [Code, Code][]; gone: Code[]; fresh: Code[] } {
  const remaining = [...after]
  const take = (match: (code: Code) => boolean) => {
    const index = remaining.findIndex(match)
    return index < 0 ? undefined : remaining.splice(index, 1)[0]
  }
  const pairs: [Code, Code][] = []
  const unpaired: Code[] = []
  for (const code of before) {
    const same = code.id ? take((candidate) => candidate.id === code.id) : undefined
    if (same) pairs.push([code, same])
    else unpaired.push(code)
  }
  const gone: Code[] = []
  for (const code of unpaired) {
    const same = take((candidate) => candidate.shortCode === code.shortCode)
    if (same) pairs.push([code, same])
    else gone.push(code)
  }
  return { pairs, gone, fresh: remaining }
}

/** Sizes → codes → prices as staff name them: "MRP of NC 8141 changed from ₹640.00 to ₹660.00". */
export const catalogueCodes: ChangeDescriber = (before, after) => {
  const { pairs, gone, fresh } = pairCodes(codesOf(before), codesOf(after))
  const changes: DescribedChange[] = []
  for (const [old, now] of pairs) {
    for (const { key, label, format } of CODE_FIELDS) {
      const from = format(old[key])
      const to = format(now[key])
      const named = key === 'shortCode' ? label : `${label} of ${now.shortCode}`
      if (from !== to) changes.push(changed(`variants.codes.${key}`, named, from, to))
    }
  }
  for (const code of gone) changes.push(removed('variants.codes', `Code ${code.shortCode}`, describeCode(code)))
  for (const code of fresh) changes.push(added('variants.codes', `Code ${code.shortCode}`, describeCode(code)))
  return changes
}
