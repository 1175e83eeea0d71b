import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { cached, invalidate, invalidatesCache } from './index'

const counter = () => {
  let calls = 0
  return { load: async () => ++calls, calls: () => calls }
}

describe('answer cache', () => {
  it('loads once for concurrent and later reads of the same key', async () => {
    const source = counter()
    const values = await Promise.all([cached('t:a', ['blog'], source.load), cached('t:a', ['blog'], source.load)])
    expect(values).toEqual([1, 1])
    expect(await cached('t:a', ['blog'], source.load)).toBe(1)
    expect(source.calls()).toBe(1)
  })

  it('forgets only the answers tagged with an edited kind', async () => {
    const blog = counter()
    const catalogue = counter()
    await cached('t:blog', ['blog'], blog.load)
    await cached('t:catalogue', ['catalogue'], catalogue.load)
    invalidate(['blog'])
    expect(await cached('t:blog', ['blog'], blog.load)).toBe(2)
    expect(await cached('t:catalogue', ['catalogue'], catalogue.load)).toBe(1)
  })

  it('does not keep a failed load', async () => {
    await expect(cached('t:fail', ['blog'], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cached('t:fail', ['blog'], async () => 'ok')).toBe('ok')
  })

  it('clears again once the writing transaction has finished, so a read during the write is not kept', async () => {
    const source = counter()
    await cached('t:tx', ['catalogue'], source.load)
    const req = { transactionID: 'tx-1' } as unknown as PayloadRequest
    const [afterChange] = invalidatesCache(['catalogue']).afterChange
    await afterChange({ doc: {}, req } as never)
    expect(await cached('t:tx', ['catalogue'], source.load)).toBe(2)
    delete (req as { transactionID?: string }).transactionID
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await cached('t:tx', ['catalogue'], source.load)).toBe(3)
  })
})
