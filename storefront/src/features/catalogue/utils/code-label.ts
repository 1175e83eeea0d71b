import type { CodeEntry, Product } from '@contract'

type Code = Pick<CodeEntry, 'shortCode' | 'fullCode'>

/**
 * What tells a code apart from the others: its full code without the short code and, given the chosen size, without
 * the size it repeats ("NW 2344 - 3-0, 70cm, 26mm 1/2 circle taper point" → "70cm, 26mm 1/2 circle taper point").
 */
export function codeDetail(code: Code, size = ''): string {
  let detail = (code.fullCode ?? '').trim()
  if (detail.toLowerCase().startsWith(code.shortCode.toLowerCase())) detail = detail.slice(code.shortCode.length)
  detail = detail.replace(/^[\s:,·–—-]+/, '')
  if (size !== '' && detail.startsWith(size) && /^($|[\s,;])/.test(detail.slice(size.length))) {
    detail = detail.slice(size.length).replace(/^[\s,;]+/, '')
  }
  return detail
}

/** A code as a selector lists it: "NW 2344 · 70cm, 26mm 1/2 circle taper point", or the short code alone. */
export function codeOptionLabel(code: Code, size = ''): string {
  const detail = codeDetail(code, size)
  return detail ? `${code.shortCode} · ${detail}` : code.shortCode
}

/** Codes compare as lowercase letters and digits only, as the shop's code index compares them ("ns-3501" is "NS 3501"). */
const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

export type ListedCode = { shortCode: string; size: string; detail: string; matches: boolean }

/**
 * The codes to list under a search result: first those the query names (a short or full code containing it), then the
 * others in catalogue order, at most `max`; `more` counts the codes left out.
 */
export function codesToList(product: Pick<Product, 'variants'>, query: string, max: number): { codes: ListedCode[]; more: number } {
  const needle = comparable(query)
  const all = product.variants.flatMap((variant) =>
    variant.codes.map((code) => ({
      shortCode: code.shortCode,
      size: variant.size,
      detail: codeDetail(code),
      matches: needle.length >= 2 && (comparable(code.shortCode).includes(needle) || comparable(code.fullCode ?? '').includes(needle)),
    })),
  )
  const ordered = [...all.filter((code) => code.matches), ...all.filter((code) => !code.matches)]
  return { codes: ordered.slice(0, max), more: Math.max(0, ordered.length - max) }
}
