import { describe, expect, it } from 'vitest'

import { CodeSearch, type SearchableCode } from './code-search'

/** The definition the fast search must agree with: one pass over every code. */
function scan(codes: Omit<SearchableCode, 'position'>[], needle: string, limit: number): number[] {
  const equal: number[] = []
  const beginning: number[] = []
  const inside: number[] = []
  codes.forEach(({ short, full }, position) => {
    if (short === needle || full === needle) equal.push(position)
    else if (short.startsWith(needle) || full.startsWith(needle)) beginning.push(position)
    else if (short.includes(needle) || full.includes(needle)) inside.push(position)
  })
  return [...equal, ...beginning, ...inside].slice(0, limit)
}

type Code = Omit<SearchableCode, 'position'>

/** The search of `codes` in this order, answering positions. */
function searchOf(codes: Code[]) {
  const search = new CodeSearch(codes.map((code, position) => ({ ...code, position })))
  return Object.assign((needle: string, limit: number) => search.find(needle, limit).map((code) => code.position), { search })
}

/** A small random generator with a fixed seed, so a failure repeats. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
}

describe('code fragment search', () => {
  it('answers equal codes, then beginnings, then codes containing the fragment, each in catalogue order', () => {
    const codes = [
      { short: 'nw2346', full: '' },
      { short: 'gz1', full: 'nw2346' },
      { short: 'ab12nw23', full: 'nw2345' },
      { short: 'nw2345', full: 'nw234520' },
      { short: 'x9nw234', full: '' },
    ]
    const search = searchOf(codes)
    expect(search('nw2346', 10)).toEqual([0, 1])
    expect(search('nw234', 10)).toEqual([0, 1, 2, 3, 4])
    expect(search('nw23', 10)).toEqual([0, 1, 2, 3, 4])
    expect(search('234', 10)).toEqual([0, 1, 2, 3, 4])
    expect(search('520', 10)).toEqual([3])
    expect(search('nw2345', 1)).toEqual([2])
    expect(search('zz', 10)).toEqual([])
    expect(search('', 10)).toEqual([])
  })

  it('agrees with a scan of every code on a random catalogue', () => {
    const next = random(7)
    const letters = 'abn12'
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('')
    const codes = Array.from({ length: 400 }, () => ({
      short: word(2 + Math.floor(next() * 5)),
      full: next() < 0.5 ? '' : word(3 + Math.floor(next() * 6)),
    }))
    const search = searchOf(codes)
    for (let query = 0; query < 300; query += 1) {
      const needle = word(1 + Math.floor(next() * 4))
      const limit = 1 + Math.floor(next() * 30)
      expect(search(needle, limit), `${needle} (${limit})`).toEqual(scan(codes, needle, limit))
    }
  })

  it('after removing and adding codes, agrees with a search built on the new catalogue', () => {
    const next = random(11)
    const letters = 'abn12'
    const word = (length: number) => Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('')
    const newCode = () => ({
      short: word(2 + Math.floor(next() * 5)),
      full: next() < 0.5 ? '' : word(3 + Math.floor(next() * 6)),
      position: 0,
    })
    let codes = Array.from({ length: 300 }, newCode)
    codes.forEach((code, position) => (code.position = position))
    const patched = new CodeSearch(codes)
    for (let round = 0; round < 5; round += 1) {
      const removed = new Set(codes.filter(() => next() < 0.1))
      const added = Array.from({ length: 20 }, newCode)
      codes = [...codes.filter((code) => !removed.has(code)), ...added].sort(() => next() - 0.5)
      codes.forEach((code, position) => (code.position = position))
      patched.replace(codes, removed, added)
      // Warm a few piece lists before the next round, so forgetting them is checked too.
      patched.find('ab', 5)
      for (let query = 0; query < 100; query += 1) {
        const needle = word(1 + Math.floor(next() * 4))
        const limit = 1 + Math.floor(next() * 30)
        expect(
          patched.find(needle, limit).map((code) => code.position),
          `${needle} (${limit})`,
        ).toEqual(scan(codes, needle, limit))
      }
    }
  })
})
