import type { CollectionConfig } from 'payload'

import { nobody } from '../access'

/**
 * Rate-limit counters on SQLite, shared by every process on the database file: one row per bucket and client
 * address, counted by `rate-limiter-flexible` in one atomic upsert (cms/database/sqlite/rate-limits.ts, which also
 * describes the table to it). Not shown in the admin; MongoDB deployments count in a collection of their own.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'points', type: 'number', required: true },
    { name: 'expire', type: 'number', index: true, admin: { description: 'Milliseconds since 1970; empty: never.' } },
  ],
}
