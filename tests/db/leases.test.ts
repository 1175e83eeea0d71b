import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { payloadLeaseStore, whileHolding, type LeaseStore } from '../../cms/services/lease'
import { databaseUnderTest } from './database-under-test'
import { endRacers, startRacer } from './racer'

let payload: Payload
let cleanup: () => Promise<void>
let store: LeaseStore

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('leases'))
  store = payloadLeaseStore(payload)
})
// A test that failed or timed out leaves no racer behind (nor for its second run in CI).
afterEach(() => endRacers())
afterAll(() => cleanup?.())

const MINUTE = 60_000
const holders = (count: number) => Array.from({ length: count }, (_, index) => `holder-${index}`)

/**
 * What the database boundary promises of leases (cms/services/lease, on Payload's adapter), on every database: one
 * holder per key of many callers racing, in one process and across processes; a lease that ended can be taken; only
 * its holder renews or releases it.
 */
describe('a lease (one holder per key, across processes)', () => {
  it('goes to exactly one of many callers asking for a new key at once', async () => {
    const now = Date.now()
    const leases = await Promise.all(holders(12).map((holder) => store.acquire('race:new', holder, now + MINUTE, now)))
    expect(leases.filter(Boolean)).toHaveLength(1)
  })

  it('goes to exactly one of many callers taking over an ended lease at once', async () => {
    const start = Date.now()
    expect(await store.acquire('race:ended', 'crashed', start + 100, start)).not.toBeNull()
    const later = start + 101
    const leases = await Promise.all(holders(12).map((holder) => store.acquire('race:ended', holder, later + MINUTE, later)))
    expect(leases.filter(Boolean)).toHaveLength(1)
    expect(leases.find(Boolean)!.holder).not.toBe('crashed')
  })

  it('goes to exactly one of several processes on one database', async () => {
    const racers = await Promise.all(
      holders(2).map((holder) => startRacer<{ holder: string; won: boolean }>('lease-racer', ['race:processes', holder])),
    )
    for (const racer of racers) racer.go()
    const now = Date.now()
    const mine = await store.acquire('race:processes', 'test process', now + MINUTE, now)
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome))
    expect([mine !== null, ...outcomes.map((outcome) => outcome.won)].filter(Boolean)).toHaveLength(1)
  }, 900_000)

  it('stays with its holder until it ends, then lets another take it', async () => {
    const now = Date.now()
    const lease = await store.acquire('order:1', 'a', now + 1_000, now)
    expect(lease).toEqual({ key: 'order:1', holder: 'a', until: now + 1_000 })
    expect(await store.acquire('order:1', 'b', now + 5_000, now + 999)).toBeNull()
    expect(await store.acquire('order:1', 'b', now + 5_000, now + 1_001)).toEqual({ key: 'order:1', holder: 'b', until: now + 5_000 })
    // The old holder lost it: it can neither renew nor give it back.
    expect(await store.renew(lease!, now + 9_000)).toBeNull()
    expect(await store.release(lease!)).toBe(false)
  })

  it('refuses a release by anyone but the holder, and frees the key when the holder gives it back', async () => {
    const now = Date.now()
    const lease = (await store.acquire('account:1', 'a', now + MINUTE, now))!
    expect(await store.release({ ...lease, holder: 'b' })).toBe(false)
    expect(await store.acquire('account:1', 'c', now + MINUTE, now)).toBeNull()
    expect(await store.release(lease)).toBe(true)
    expect(await store.release(lease)).toBe(false)
    expect(await store.acquire('account:1', 'c', now + MINUTE, now)).not.toBeNull()
  })

  it('is renewed by its holder only, and taken again by its holder as a renewal', async () => {
    const now = Date.now()
    const lease = (await store.acquire('account:2', 'a', now + 1_000, now))!
    expect(await store.renew({ ...lease, holder: 'b' }, now + MINUTE)).toBeNull()
    expect(await store.renew(lease, now + MINUTE)).toEqual({ ...lease, until: now + MINUTE })
    expect(await store.acquire('account:2', 'b', now + MINUTE, now + 1_001)).toBeNull()
    expect(await store.acquire('account:2', 'a', now + 2 * MINUTE, now)).toEqual({ ...lease, until: now + 2 * MINUTE })
  })

  it('forgets the leases that ended, and only those', async () => {
    const now = Date.now()
    await store.acquire('sweep:ended', 'a', now - 1, now - 10)
    await store.acquire('sweep:held', 'a', now + MINUTE, now)
    await store.expire(now)
    const { docs } = await payload.db.find<{ key: string }>({ collection: 'leases', where: { key: { like: 'sweep:' } }, req: {} })
    expect(docs.map((doc) => doc.key)).toEqual(['sweep:held'])
  })
})

describe('work done while holding a key', () => {
  const busy = () => new Error('busy')

  it('waits for the holder, and gives up with the caller’s error when the key stays held', async () => {
    const now = Date.now()
    await store.acquire('work:held', 'someone else', now + MINUTE, now)
    await expect(whileHolding(payload, 'work:held', { holdMs: 1_000, waitMs: 200, busy }, async () => 'ran')).rejects.toThrow('busy')
  })

  it('keeps the key while slow work outlasts the lease, and gives it back after', async () => {
    const options = { holdMs: 1_500, waitMs: 100, busy }
    const result = await whileHolding(payload, 'work:slow', options, async () => {
      await new Promise((resolve) => setTimeout(resolve, 4_000))
      const now = Date.now()
      return store.acquire('work:slow', 'competitor', now + MINUTE, now)
    })
    expect(result).toBeNull()
    const now = Date.now()
    expect(await store.acquire('work:slow', 'competitor', now + MINUTE, now)).not.toBeNull()
  })
})
