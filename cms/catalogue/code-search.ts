/** A code as the fragment search sees it: its normalised short and full code (empty when it has none). */
export type SearchableCode = { short: string; full: string }

/**
 * Finds the codes whose short or full code contains a fragment, in the order buyers expect: codes equal to it, then
 * codes beginning with it, then codes containing it elsewhere, each group in the order of `codes` (the catalogue's);
 * at most `limit` positions in all.
 *
 * A scan of every code costs about 2 ms at 34,000 codes (10,000 products), too much for a search box that asks on
 * every keystroke. So equal and beginning matches come from the codes sorted by text (binary searches bound them), and
 * matches elsewhere from the codes holding the fragment's rarest piece of two or three letters, checked in catalogue
 * order until enough are found.
 */
export function buildCodeSearch(codes: SearchableCode[]): (needle: string, limit: number) => number[] {
  const keys: { text: string; position: number }[] = []
  codes.forEach(({ short, full }, position) => {
    if (short) keys.push({ text: short, position })
    if (full) keys.push({ text: full, position })
  })
  keys.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.position - b.position))

  const grams = gramIndex(codes)
  /**
   * Ascending positions of the codes that may contain `needle` (of two letters or more): those holding its rarest
   * piece of three letters, or the two letters themselves.
   */
  const candidates = (needle: string): Int32Array => {
    let rarest: Int32Array | undefined
    for (let start = 0; start === 0 || start + GRAM <= needle.length; start += 1) {
      const list = grams.get(needle.slice(start, start + GRAM))
      if (!list) return new Int32Array(0)
      if (!rarest || list.length < rarest.length) rarest = list
    }
    return rarest!
  }
  const contains = (position: number, needle: string) => codes[position].short.includes(needle) || codes[position].full.includes(needle)

  /** The first key whose text is not below `text`. */
  const lowerBound = (text: string) => {
    let low = 0
    let high = keys.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (keys[middle].text < text) low = middle + 1
      else high = middle
    }
    return low
  }
  return (needle, limit) => {
    if (needle === '' || limit < 1) return []
    const first = lowerBound(needle)
    const afterEqual = lowerBound(`${needle}\0`)
    const afterPrefix = lowerBound(`${needle}\uffff`)
    const taken = new Set<number>()
    const equal = smallest(keys, first, afterEqual, limit, taken)
    for (const position of equal) taken.add(position)
    const beginning = smallest(keys, afterEqual, afterPrefix, limit - equal.length, taken)
    for (const position of beginning) taken.add(position)
    const inside: number[] = []
    const wanted = limit - equal.length - beginning.length
    const consider = (position: number) => {
      if (!taken.has(position) && contains(position, needle)) inside.push(position)
    }
    if (needle.length === 1) for (let position = 0; position < codes.length && inside.length < wanted; position += 1) consider(position)
    else for (const position of candidates(needle)) if (inside.length < wanted) consider(position); else break
    return [...equal, ...beginning, ...inside]
  }
}

/** The `count` lowest distinct positions of `keys[from..to)` not in `skip`, ascending. */
function smallest(keys: { position: number }[], from: number, to: number, count: number, skip: Set<number>): number[] {
  const chosen: number[] = []
  if (count < 1) return chosen
  for (let index = from; index < to; index += 1) {
    const { position } = keys[index]
    if ((chosen.length === count && position >= chosen[count - 1]) || skip.has(position)) continue
    let at = chosen.length
    while (at > 0 && chosen[at - 1] > position) at -= 1
    if (chosen[at - 1] === position) continue
    chosen.splice(at, 0, position)
    if (chosen.length > count) chosen.pop()
  }
  return chosen
}

/** The longest pieces of codes indexed: three letters tell codes apart well enough to check the few that have them. */
const GRAM = 3

/** For every piece of two or three letters, the ascending positions of the codes containing it. */
function gramIndex(codes: SearchableCode[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>()
  codes.forEach(({ short, full }, position) => {
    for (const text of [short, full]) {
      for (let start = 0; start + 2 <= text.length; start += 1) {
        for (const length of [2, GRAM]) {
          if (start + length > text.length) continue
          const gram = text.slice(start, start + length)
          let list = lists.get(gram)
          if (!list) lists.set(gram, (list = []))
          if (list[list.length - 1] !== position) list.push(position)
        }
      }
    }
  })
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]))
}
