import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { removeClosedDatabase } from '../../cms/database'

/**
 * The database the boundary's conformance suite runs on: a fresh SQLite file always; a fresh database on the MongoDB
 * server `MONGODB_TEST_URI` names when `DATABASE_UNDER_TEST=mongodb` (`npm run test:db:mongodb`). One per test file:
 * vitest runs each file in its own process, and the config reads DATABASE_URI when it is first imported.
 */
export async function databaseUnderTest(name: string): Promise<{ payload: Payload; kind: 'sqlite' | 'mongodb'; cleanup(): Promise<void> }> {
  const kind = process.env.DATABASE_UNDER_TEST === 'mongodb' ? 'mongodb' : 'sqlite'
  const file = path.join(os.tmpdir(), `nuvo-db-${name}-${process.pid}-${Date.now()}.db`)
  if (kind === 'mongodb') {
    const server = process.env.MONGODB_TEST_URI
    if (!server) throw new Error('DATABASE_UNDER_TEST=mongodb needs MONGODB_TEST_URI (a replica set: mongodb://host:27017/?replicaSet=rs0)')
    const url = new URL(server)
    url.pathname = `/nuvo-db-${name}-${process.pid}-${Date.now()}`
    process.env.DATABASE_URI = url.toString()
  } else process.env.DATABASE_URI = `file:${file}`
  process.env.PAYLOAD_SECRET ??= 'database-test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  return {
    payload,
    kind,
    async cleanup() {
      if (kind === 'mongodb') await payload.db.dropDatabase?.({ adapter: payload.db } as never)
      await payload.destroy?.()
      if (kind === 'sqlite') removeClosedDatabase(file)
    },
  }
}
