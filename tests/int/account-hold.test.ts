import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withAccountHold } from '../../cms/services/credit'
import { accountHoldKey } from '../../cms/services/credit/hold'
import { payloadLeaseStore } from '../../cms/services/lease'
import { freshPayload } from '../helpers/local-payload'

const account = (id: string) => ({ kind: 'customer' as const, id })

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('account-hold'))
})
afterAll(() => cleanup?.())

/** A turn of the event loop: real asynchronous work (a database on the network, a slow query) lets others run here. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve))

describe('the account hold around an order on account (decision 035)', () => {
  it('runs the work of one account one at a time, however it interleaves, and every piece of work runs', async () => {
    let inside = 0
    let most = 0
    const done: number[] = []
    const work = (index: number) => async () => {
      inside += 1
      most = Math.max(most, inside)
      for (let step = 0; step < 3; step += 1) await yieldToOthers()
      inside -= 1
      done.push(index)
      return index
    }
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => withAccountHold(payload, account('account-1'), work(index))))
    expect(most).toBe(1)
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('holds nothing between different accounts', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    // The first account's work waits for the second's: were accounts held together, this would never end.
    await Promise.all([
      withAccountHold(payload, account('account-2'), () => released),
      withAccountHold(payload, account('account-3'), async () => release()),
    ])
  })

  it('gives the hold back when the work fails, and takes over a hold never given back once it has ended', async () => {
    await expect(
      withAccountHold(payload, account('account-4'), async () => {
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await withAccountHold(payload, account('account-4'), async () => 'next')).toBe('next')

    // Measured against the hold's own end, not the moment after writing it: a slow write must not shorten the wait.
    const now = Date.now()
    const until = now + 300
    await payloadLeaseStore(payload).acquire(accountHoldKey(account('account-5')), 'a crashed process', until, now)
    let tookOverAt = 0
    const work = async () => {
      tookOverAt = Date.now()
      return 'after it ended'
    }
    expect(await withAccountHold(payload, account('account-5'), work)).toBe('after it ended')
    expect(tookOverAt).toBeGreaterThanOrEqual(until)
  })
})
