import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { payloadLeaseStore, type Lease } from './store'

/**
 * Claims a task that one process of all should do once (a day's backup, a day's certificate digest): the lease for
 * `ms`, or null when another process claimed it first. The key names the task and its period, and `ms` outlasts the
 * time the task is offered in, so a claim is never taken twice. Leases that have ended are swept on the way.
 */
export async function claimTask(payload: Payload, key: string, ms: number): Promise<Lease | null> {
  const store = payloadLeaseStore(payload)
  const now = Date.now()
  const lease = await store.acquire(key, `${process.pid}:${randomUUID()}`, now + ms, now)
  if (lease) await store.expire(now)
  return lease
}

/** Gives a claim back, so that a task that failed can be claimed and tried again. */
export async function releaseTask(payload: Payload, lease: Lease): Promise<void> {
  await payloadLeaseStore(payload).release(lease)
}
