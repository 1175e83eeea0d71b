import { describe, expect, it } from 'vitest'

import { checkQueryCaps } from './query-caps'

const check =
  (query: string, isStaff = true) =>
  () =>
    checkQueryCaps(new URL(`http://shop.test/api/products?${query}`), isStaff)

describe('checkQueryCaps', () => {
  it('lets through field choices given once as true or false', () => {
    expect(check('select[name]=true&select[slug]=false&populate[categories][name]=1')).not.toThrow()
  })

  it('refuses a field choice that is not true or false, or that is given twice', () => {
    expect(check('select[name]=1e309')).toThrow('select[name] must be given once, as true or false')
    expect(check('select[name]=true&select[name]=-1')).toThrow('must be given once')
    expect(check('populate[categories][name]=yes')).toThrow('must be given once')
  })

  it('keeps the bounds of depth, limit and page', () => {
    expect(check('depth=6')).toThrow('depth must be a whole number from 0 to 5')
    expect(check('limit=0', false)).toThrow('limit must be a whole number from 1 to 500')
    expect(check('limit=0')).not.toThrow()
  })

  it('leaves every row at once to staff: pagination=false is refused to anyone else', () => {
    expect(check('pagination=false&limit=10', false)).toThrow('pagination can only be true')
    expect(check('pagination=0', false)).toThrow('pagination can only be true')
    expect(check('pagination=true&limit=10', false)).not.toThrow()
    expect(check('pagination=false')).not.toThrow()
  })
})
