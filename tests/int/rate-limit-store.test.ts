import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLimiter } from '../../cms/services/rate-limit/store'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('rate-limit-store'))
})
afterAll(() => cleanup?.())

describe('rate limits in the database', () => {
  it('limiters of different processes on one database count together', async () => {
    const rule = { limit: 3, windowSeconds: 60 }
    const first = createLimiter(payload, 'test-shared', rule, 'database')
    const second = createLimiter(payload, 'test-shared', rule, 'database')
    await first.consume('10.0.0.1')
    await second.consume('10.0.0.1')
    await first.consume('10.0.0.1')
    await expect(second.consume('10.0.0.1')).rejects.toMatchObject({ consumedPoints: 4 })
    expect(await payload.db.count({ collection: 'rate-limits', where: { key: { equals: 'test-shared:10.0.0.1' } } })).toEqual({
      totalDocs: 1,
    })
  })
})
