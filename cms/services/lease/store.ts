import type { Payload, Where } from 'payload'

import type { Lease as LeaseRow } from '../../payload-types'

/** `key` is held by `holder` until `until` (milliseconds since 1970); after that anyone may take it. */
export type Lease = { key: string; holder: string; until: number }

/**
 * Leases kept in the database, so that one holder at a time has a key across every server process. Each change is
 * one conditional write that the database decides, so of several callers racing for a key exactly one wins.
 */
export interface LeaseStore {
  /** Takes `key` for `holder` until `until` when nobody holds it, its lease ended by `now`, or `holder` holds it already. */
  acquire(key: string, holder: string, until: number, now: number): Promise<Lease | null>
  /** Moves the lease's end to `until` while its holder still holds it; null when the lease was lost (released, or taken after it ended). */
  renew(lease: Lease, until: number): Promise<Lease | null>
  /** Gives the key back; false, and nothing changes, when `lease.holder` does not hold it. */
  release(lease: Lease): Promise<boolean>
  /** Deletes the leases that ended by `now` (their keys are free either way): keeps the store as small as what is held. */
  expire(now: number): Promise<void>
}

/** The collection of the leases (collections/Leases.ts). */
const LEASES = 'leases'

type Row = Pick<LeaseRow, 'key' | 'holder' | 'until'>

const leaseOf = (row: Row): Lease => ({ key: row.key, holder: row.holder ?? '', until: Number(row.until) })

/**
 * The leases in the shop's database, through Payload's database adapter only (SQLite and MongoDB alike): a
 * conditional `updateOne` (UPDATE … WHERE … RETURNING on SQL, findOneAndUpdate on MongoDB) takes over a lease, and
 * the unique `key` lets one `create` win for a key seen for the first time. Writes go outside any request's
 * transaction (no `req`), so other processes see them at once.
 */
export function payloadLeaseStore(payload: Payload): LeaseStore {
  const db = payload.db
  const write = async (where: Where, data: Partial<Row>): Promise<Row | null> =>
    ((await db.updateOne({
      collection: LEASES,
      where,
      data,
      options: { atomic: true },
      returning: true,
      req: {},
    })) as unknown as Row | null) ?? null

  return {
    async acquire(key, holder, until, now) {
      const free: Where = { or: [{ until: { less_than: now } }, { holder: { equals: holder } }] }
      const taken = await write({ and: [{ key: { equals: key } }, free] }, { holder, until })
      if (taken) return leaseOf(taken)
      try {
        await db.create({ collection: LEASES, data: { key, holder, until }, req: {} })
        return { key, holder, until }
      } catch (error) {
        // Another caller created the key first (unique `key`): it holds it now.
        if (await db.findOne({ collection: LEASES, where: { key: { equals: key } }, req: {} })) return null
        throw error
      }
    },

    async renew(lease, until) {
      const renewed = await write({ and: [{ key: { equals: lease.key } }, { holder: { equals: lease.holder } }] }, { until })
      return renewed ? leaseOf(renewed) : null
    },

    async release(lease) {
      const mine: Where = { and: [{ key: { equals: lease.key } }, { holder: { equals: lease.holder } }] }
      return (await write(mine, { holder: null, until: 0 })) !== null
    },

    async expire(now) {
      await db.deleteMany({ collection: LEASES, where: { until: { less_than: now } }, req: {} })
    },
  }
}
