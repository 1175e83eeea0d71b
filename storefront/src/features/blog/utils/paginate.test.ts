import { describe, expect, it } from 'vitest'

import { paginate } from './paginate'

const items = Array.from({ length: 14 }, (_, index) => index + 1)

describe('paginate', () => {
  it('shows 6 per page, numbered from 1', () => {
    expect(paginate(items, 1)).toEqual({ page: 1, pageCount: 3, items: [1, 2, 3, 4, 5, 6] })
    expect(paginate(items, 3).items).toEqual([13, 14])
  })

  it('clamps pages outside the range', () => {
    expect(paginate(items, 0).page).toBe(1)
    expect(paginate(items, 99).page).toBe(3)
    expect(paginate(items, Number.NaN).page).toBe(1)
  })

  it('has one empty page for no items', () => {
    expect(paginate([], 1)).toEqual({ page: 1, pageCount: 1, items: [] })
  })
})
