/** A code as the fragment search sees it: its normalised short and full code (empty when it has none), and its place in catalogue order. */
export type SearchableCode = { short: string; full: string; position: number }

type Key<C> = { text: string; code: C }

/** Pieces of codes whose code lists are kept at most; past this the lists are forgotten and found again as needed. */
const MAX_GRAMS = 20_000
/** The longest pieces of codes looked up: three letters tell codes apart well enough to check the few that have them. */
const GRAM = 3

/**
 * Finds the codes whose short or full code contains a fragment, in the order buyers expect: codes equal to it, then
 * codes beginning with it, then codes containing it elsewhere, each group in catalogue order; at most `limit` in all.
 *
 * A scan of every code costs about 2 ms at 34,000 codes (10,000 products), too much for a search box that asks on
 * every keystroke. So equal and beginning matches come from the codes sorted by text (binary searches bound them), and
 * matches elsewhere from the codes holding the fragment's first piece of two or three letters, checked in catalogue
 * order until enough are found. The list of a piece is found by one scan the first time a search needs it and kept;
 * a catalogue edit (`replace`) patches the sorted codes and forgets those lists, instead of rebuilding everything.
 */
export class CodeSearch<C extends SearchableCode> {
  private keys: Key<C>[]
  private grams = new Map<string, Int32Array>()

  /** `codes` in catalogue order, each with its `position` in it. */
  constructor(private codes: C[]) {
    this.keys = sortedKeys(codes)
  }

  /** After an edit: `codes` is the new catalogue order (positions set), `removed` and `added` the codes that changed. */
  replace(codes: C[], removed: ReadonlySet<C>, added: C[]): void {
    this.codes = codes
    const kept = removed.size > 0 ? this.keys.filter((key) => !removed.has(key.code)) : this.keys
    this.keys = merge(kept, sortedKeys(added))
    this.grams.clear()
  }

  find(needle: string, limit: number): C[] {
    if (needle === '' || limit < 1) return []
    const first = this.lowerBound(needle)
    const afterEqual = this.lowerBound(`${needle}\0`)
    const afterPrefix = this.lowerBound(`${needle}\uffff`)
    const taken = new Set<number>()
    const equal = smallest(this.keys, first, afterEqual, limit, taken)
    for (const position of equal) taken.add(position)
    const beginning = smallest(this.keys, afterEqual, afterPrefix, limit - equal.length, taken)
    for (const position of beginning) taken.add(position)
    const inside: number[] = []
    const wanted = limit - equal.length - beginning.length
    const { codes } = this
    const consider = (position: number) => {
      if (!taken.has(position) && (codes[position].short.includes(needle) || codes[position].full.includes(needle))) inside.push(position)
    }
    if (needle.length === 1) for (let position = 0; position < codes.length && inside.length < wanted; position += 1) consider(position)
    else
      for (const position of this.holding(needle.slice(0, GRAM)))
        if (inside.length < wanted) consider(position)
        else break
    return [...equal, ...beginning, ...inside].map((position) => codes[position])
  }

  /** Ascending positions of the codes containing `gram`. */
  private holding(gram: string): Int32Array {
    let list = this.grams.get(gram)
    if (list) return list
    const positions: number[] = []
    this.codes.forEach(({ short, full }, position) => {
      if (short.includes(gram) || full.includes(gram)) positions.push(position)
    })
    if (this.grams.size >= MAX_GRAMS) this.grams.clear()
    this.grams.set(gram, (list = Int32Array.from(positions)))
    return list
  }

  /** The first key whose text is not below `text`. */
  private lowerBound(text: string): number {
    let low = 0
    let high = this.keys.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.keys[middle].text < text) low = middle + 1
      else high = middle
    }
    return low
  }
}

const byText = <C>(a: Key<C>, b: Key<C>) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0)

function sortedKeys<C extends SearchableCode>(codes: C[]): Key<C>[] {
  const keys: Key<C>[] = []
  for (const code of codes) {
    if (code.short) keys.push({ text: code.short, code })
    if (code.full) keys.push({ text: code.full, code })
  }
  return keys.sort(byText)
}

/** Two lists sorted by text as one. */
function merge<C>(a: Key<C>[], b: Key<C>[]): Key<C>[] {
  if (b.length === 0) return a
  const merged: Key<C>[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) merged.push(j >= b.length || (i < a.length && a[i].text <= b[j].text) ? a[i++] : b[j++])
  return merged
}

/** The `count` lowest distinct positions of the codes of `keys[from..to)` not in `skip`, ascending. */
function smallest<C extends SearchableCode>(keys: Key<C>[], from: number, to: number, count: number, skip: Set<number>): number[] {
  const chosen: number[] = []
  if (count < 1) return chosen
  for (let index = from; index < to; index += 1) {
    const { position } = keys[index].code
    if ((chosen.length === count && position >= chosen[count - 1]) || skip.has(position)) continue
    let at = chosen.length
    while (at > 0 && chosen[at - 1] > position) at -= 1
    if (chosen[at - 1] === position) continue
    chosen.splice(at, 0, position)
    if (chosen.length > count) chosen.pop()
  }
  return chosen
}
