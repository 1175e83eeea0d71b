import { describe, expect, it } from 'vitest'

import { codeDetail, codeOptionLabel, codesToList } from './code-label'

const suture = {
  variants: [
    {
      size: '3-0',
      codes: [
        { shortCode: 'NW 2344', fullCode: 'NW 2344 - 3-0, 70cm, 26mm 1/2 circle taper point', originalPrice: 1, discountedPrice: 1 },
        { shortCode: 'NW 2345', fullCode: 'NW 2345 - 3-0, 70cm, 24mm 3/8 circle reverse cutting', originalPrice: 1, discountedPrice: 1 },
      ],
    },
    { size: '2-0', codes: [{ shortCode: 'NW 2346', fullCode: 'NW 2346 - 2-0, 90cm', originalPrice: 1, discountedPrice: 1 }] },
  ],
}

describe('code labels', () => {
  it('keep what tells the codes of a size apart, without repeating the short code and the size', () => {
    expect(codeOptionLabel(suture.variants[0].codes[0], '3-0')).toBe('NW 2344 · 70cm, 26mm 1/2 circle taper point')
    expect(codeDetail(suture.variants[0].codes[1])).toBe('3-0, 70cm, 24mm 3/8 circle reverse cutting')
    expect(codeOptionLabel({ shortCode: 'GL 5101', fullCode: null })).toBe('GL 5101')
    expect(codeOptionLabel({ shortCode: 'GL 5101', fullCode: 'GL 5101' })).toBe('GL 5101')
  })

  it('list the codes a search names first, however it was typed', () => {
    const listed = codesToList(suture, 'nw-2346', 2)
    expect(listed.codes.map((code) => [code.shortCode, code.matches])).toEqual([
      ['NW 2346', true],
      ['NW 2344', false],
    ])
    expect(listed.more).toBe(1)
    expect(codesToList(suture, 'polyglactin', 5).codes.every((code) => !code.matches)).toBe(true)
  })
})
