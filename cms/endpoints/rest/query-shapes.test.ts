import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { checkQueryShapes, type FieldsOf } from './query-shapes'

const FIELDS: Record<string, FlattenedField[]> = {
  posts: [
    { name: 'title', type: 'text' },
    { name: 'publishedAt', type: 'date' },
    { name: 'tags', type: 'relationship', relationTo: 'post-tags', hasMany: true },
  ] as FlattenedField[],
  'post-tags': [
    { name: 'name', type: 'text' },
    { name: 'updatedAt', type: 'date' },
  ] as FlattenedField[],
}
const fieldsOf: FieldsOf = (slug) => FIELDS[slug]

const check =
  (query: string, versions = false) =>
  () =>
    checkQueryShapes(new URL(`http://shop.test/api/posts?${query}`), 'posts', fieldsOf, versions)

describe('checkQueryShapes', () => {
  it('lets through the conditions the admin sends', () => {
    expect(
      check('where[or][0][and][0][title][like]=gauze&where[or][0][and][1][publishedAt][greater_than]=2026-01-01T00:00:00.000Z'),
    ).not.toThrow()
    expect(check('where[id][in][0]=a&where[id][in][1]=b&where[title][not_in]=x')).not.toThrow()
    expect(check('where[tags.name][equals]=sterile&where[title][exists]=true')).not.toThrow()
    expect(check('where={"title":{"equals":"x"}}&limit=10&page=2&depth=1')).not.toThrow()
    expect(check('where[version.publishedAt][less_than]=2026-02-01', true)).not.toThrow()
  })

  it('refuses an operator given twice, or given a list or a set', () => {
    expect(check('where[title][equals]=a&where[title][equals]=b')).toThrow('where[title][equals] must be given once, as one value')
    expect(check('where[or][0][title][like]=a&where[or][0][title][like]=b')).toThrow('where[or][0][title][like] must be given once')
    expect(check('where[title][equals][0]=a')).toThrow('must be given once')
    expect(check('where[title][contains][x]=a')).toThrow('must be given once')
    expect(check('where={"title":{"equals":["a","b"]}}')).toThrow('where[title][equals] must be given once')
    expect(check('where[title][in][0][x]=a')).toThrow('where[title][in] must be one value or a list of values')
  })

  it('refuses operators the shop does not support', () => {
    for (const operator of ['all', 'near', 'within', 'intersects', 'regex']) {
      expect(check(`where[tags][${operator}]=x`)).toThrow(`where[tags][${operator}] is not an operator this shop supports`)
    }
  })

  it('refuses a date condition that is not a date, through relationships and versions too', () => {
    expect(check('where[publishedAt][equals]=abc')).toThrow('where[publishedAt][equals] must be a date')
    expect(check('where[publishedAt][less_than]=1e309')).toThrow('must be a date')
    expect(check('where[tags.updatedAt][greater_than]=soon')).toThrow('where[tags.updatedAt][greater_than] must be a date')
    expect(check('where[version.publishedAt][equals]=abc', true)).toThrow('must be a date')
    expect(check('where[title][equals]=abc')).not.toThrow()
  })

  it('refuses where or data that is not JSON, and limit, page or depth given twice', () => {
    expect(check('where=abc')).toThrow('where must be JSON')
    expect(check('data=abc')).toThrow('data must be JSON')
    expect(check('data=[1]')).toThrow('data must be a JSON object')
    expect(check('limit=2&limit=3')).toThrow('limit must be given once')
    expect(check('depth[]=1')).toThrow('depth must be given once')
  })
})
