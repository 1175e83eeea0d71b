import type { Client, InStatement } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from '../helpers/local-payload'

/**
 * With years of orders, the SQLite plans of the order desk's queries decide whether an answer takes milliseconds or
 * seconds (npm run bench:years). These read the plan of the statement Payload actually sends: SQLite's planner has no
 * statistics here, so the plan is the same on an empty file as on 100,000 orders.
 */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('orders-query-plans'))
})

afterAll(async () => {
  await cleanup()
})

/** The plan of the first select from `table` that `read` sends: its top-level steps (not those of its subqueries). */
async function planOf(table: string, read: () => Promise<unknown>): Promise<string[]> {
  const client = (payload.db as unknown as { client: Client }).client
  const execute = client.execute.bind(client)
  const sent: { sql: string; args: unknown[] }[] = []
  client.execute = (async (statement: InStatement) => {
    if (typeof statement !== 'string') sent.push({ sql: statement.sql, args: (statement.args ?? []) as unknown[] })
    return execute(statement)
  }) as Client['execute']
  try {
    await read()
  } finally {
    client.execute = execute as Client['execute']
  }
  const statement = sent.find(({ sql }) => sql.startsWith('select "id"') && sql.includes(`from "${table}"`))
  if (!statement) throw new Error(`no select from ${table} was sent: ${sent.map(({ sql }) => sql.slice(0, 80)).join(' | ')}`)
  const plan = await execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })
  return plan.rows.filter((row) => Number(row.parent) === 0).map((row) => String(row.detail))
}

describe('query plans of the order desk at scale', () => {
  it('reads the orders list filtered by status newest first in index order, without sorting every order of that status', async () => {
    const plan = await planOf('orders', () =>
      payload.find({ collection: 'orders', where: { status: { equals: 'DELIVERED' } }, sort: '-createdAt', limit: 10, depth: 0 }),
    )
    expect(plan.join('\n')).toMatch(/USING INDEX \S+ \(status=\?\)/)
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
  })

  it('finds the invoices of a page of orders by order, not by reading every invoice', async () => {
    const orderIds = ['a', 'b', 'c']
    const plan = await planOf('tax_documents', () =>
      payload.find({
        collection: 'tax-documents',
        where: { and: [{ order: { in: orderIds } }, { kind: { equals: 'invoice' } }] },
        select: { order: true, data: true },
        depth: 0,
        pagination: false,
      }),
    )
    expect(plan.join('\n')).toMatch(/USING INDEX \S+ \(order_id=\? AND kind=\?\)/)
  })
})
