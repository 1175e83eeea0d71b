import tseslint from 'typescript-eslint'

import { databaseInsideBoundary } from './database-inside-boundary.mjs'
import { ruleTester } from './rule-tester'

const tester = ruleTester({ parser: tseslint.parser })
const driver = { messageId: 'driver' }
const insides = { messageId: 'insides' }
const cast = { messageId: 'cast' }

tester.run('database-inside-boundary', databaseInsideBoundary, {
  valid: [
    "import { inOneTransaction, databaseKindOf } from '../../database'",
    "import type { Payload } from 'payload'",
    "import { RateLimiterMemory } from 'rate-limiter-flexible'",
    "await payload.db.find({ collection: 'products', where: {}, req })",
    "await req.payload.db.updateOne({ collection: 'products', id, data, req })",
    'const name = product.name',
    'const { name } = payload.config',
    "if (databaseKindOf(payload) === 'sqlite') readLastBackupFrom(read)",
  ],
  invalid: [
    { code: "if (payload.db.name === 'sqlite') readLastBackupFrom(read)", errors: [insides] },
    { code: "const mongo = req.payload.db?.name === 'mongoose'", errors: [insides] },
    { code: "import { sql } from 'drizzle-orm'", errors: [driver] },
    { code: "import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'", errors: [driver] },
    { code: "import { createClient } from '@libsql/client'", errors: [driver] },
    { code: "import { sqliteAdapter } from '@payloadcms/db-sqlite'", errors: [driver] },
    { code: "import mongoose from 'mongoose'", errors: [driver] },
    { code: "const { MongoClient } = await import('mongodb')", errors: [driver] },
    { code: "export { sql } from 'drizzle-orm'", errors: [driver] },
    { code: 'const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle', errors: [insides, cast] },
    { code: 'const db = req.payload.db as unknown as SqliteAdapter', errors: [cast] },
    { code: 'payload.db.sessions[id]', errors: [insides] },
    { code: "payload.db['client'].execute('SELECT 1')", errors: [insides] },
    { code: 'const { connection } = payload.db', errors: [insides] },
  ],
})
