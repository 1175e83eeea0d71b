import { describe, expect, it } from 'vitest'

import { queryAddressOf } from './method-override'

const ADDRESS = 'http://shop.test/api/products'
const FORM = 'application/x-www-form-urlencoded'

const post = (headers: Record<string, string>, body = 'where[name][equals]=a') => new Request(ADDRESS, { method: 'POST', headers, body })

describe('the query a request to Payload REST carries', () => {
  it('is the form body of a POST that Payload turns into a GET, under either header', async () => {
    for (const header of ['X-Payload-HTTP-Method-Override', 'X-HTTP-Method-Override']) {
      const url = await queryAddressOf(post({ [header]: 'GET', 'Content-Type': FORM }))
      expect(url.searchParams.get('where[name][equals]')).toBe('a')
    }
  })

  it('leaves the body readable for Payload', async () => {
    const request = post({ 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': FORM })
    await queryAddressOf(request)
    expect(await request.text()).toBe('where[name][equals]=a')
  })

  it("is the address's own query when Payload would not override the method", async () => {
    const notOverridden = [
      post({ 'Content-Type': FORM }),
      post({ 'X-Payload-HTTP-Method-Override': 'PATCH', 'Content-Type': FORM }),
      post({ 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' }, '{"where":{}}'),
    ]
    for (const request of notOverridden) expect((await queryAddressOf(request)).search).toBe('')
  })
})
