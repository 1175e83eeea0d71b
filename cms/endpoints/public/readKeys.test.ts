import { describe, expect, it } from 'vitest'

import { PRODUCT_PAGE_SIZE } from '../../contract/catalogue'
import { getReadKey, isBodyRead, postReadKey, readKeys } from './readKeys'

const none = new URLSearchParams()

describe('cache keys of the public reads', () => {
  it('maps each cached GET path to the key its endpoint stores under, slugs lowercased', () => {
    expect(getReadKey('category', none)).toBe(readKeys.categories())
    expect(getReadKey('product', none)).toBe(readKeys.products(1))
    expect(getReadKey('product/featured', none)).toBe(readKeys.featured())
    expect(getReadKey('blog', none)).toBe(readKeys.posts())
    expect(getReadKey('blog/tags-and-categories', none)).toBe(readKeys.blogTerms())
    expect(getReadKey('blog/blogSlug/First-Post', none)).toBe(readKeys.post('first-post'))
    expect(getReadKey('blog/category/News', none)).toBe(readKeys.postsWithTerm('categories', 'news'))
    expect(getReadKey('blog/tag/sutures', none)).toBe(readKeys.postsWithTerm('tags', 'sutures'))
  })

  it('has no key for a search, an account or order call, or a longer path', () => {
    expect(getReadKey('product', new URLSearchParams('search=nw'))).toBeNull()
    expect(getReadKey('product/search', new URLSearchParams('q=nw'))).toBeNull()
    expect(getReadKey('user/getmydetails', none)).toBeNull()
    expect(getReadKey('order/getMyOrder', none)).toBeNull()
    expect(getReadKey('blog/blogSlug/a/b', none)).toBeNull()
    expect(getReadKey('blog/other/a', none)).toBeNull()
  })

  it('takes a POST read key from a body that fits the contract only', () => {
    expect(isBodyRead('product/category')).toBe(true)
    expect(isBodyRead('product/single')).toBe(true)
    expect(isBodyRead('constructor')).toBe(false)
    expect(isBodyRead('user/login')).toBe(false)
    expect(postReadKey('product/single', { slugName: ' Nylon-Sutures ' })).toBe(readKeys.product('nylon-sutures'))
    expect(postReadKey('product/category', { slugName: 'sutures' })).toBe(readKeys.categoryProducts('sutures', 1))
    expect(postReadKey('product/single', { slugName: 5 })).toBeNull()
    expect(postReadKey('product/single', { slugName: '' })).toBeNull()
    expect(postReadKey('product/single', undefined)).toBeNull()
    expect(postReadKey('user/login', { slugName: 'x' })).toBeNull()
  })

  it('keys list pages of the storefront page size only; other sizes and bad paging are answered by the endpoint', () => {
    expect(getReadKey('product', new URLSearchParams('page=3'))).toBe(readKeys.products(3))
    expect(getReadKey('product', new URLSearchParams(`page=2&limit=${PRODUCT_PAGE_SIZE}`))).toBe(readKeys.products(2))
    expect(getReadKey('product', new URLSearchParams('limit=10'))).toBeNull()
    expect(getReadKey('product', new URLSearchParams('page=0'))).toBeNull()
    expect(getReadKey('product', new URLSearchParams('page=x'))).toBeNull()
    expect(postReadKey('product/category', { slugName: 'Sutures', page: 2 })).toBe(readKeys.categoryProducts('sutures', 2))
    expect(postReadKey('product/category', { slugName: 'sutures', limit: 12 })).toBeNull()
    expect(postReadKey('product/category', { slugName: 'sutures', page: -1 })).toBeNull()
  })
})
