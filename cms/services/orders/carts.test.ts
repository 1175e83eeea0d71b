import { describe, expect, it } from 'vitest'

import { mergeLines } from './carts'

describe('cart lines', () => {
  it('adds identical lines and remembers where each came from', () => {
    const line = (product: string, quantity: number, code = 'A') => ({ product, size: 'S', code, quantity })
    expect(mergeLines([line('p1', 2), line('p2', 1), line('p1', 3), line('p1', 1, 'B')])).toEqual([
      { ...line('p1', 5), sourceIndex: 0 },
      { ...line('p2', 1), sourceIndex: 1 },
      { ...line('p1', 1, 'B'), sourceIndex: 3 },
    ])
  })
})
