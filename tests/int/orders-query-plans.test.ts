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

type Statement = { sql: string; args: unknown[] }

function clientOf(): Client {
  return (payload.db as unknown as { client: Client }).client
}

/** The statements that `read` sends to SQLite. */
async function statementsOf(read: () => Promise<unknown>): Promise<Statement[]> {
  const client = clientOf()
  const execute = client.execute
  const sent: Statement[] = []
  client.execute = (async (statement: InStatement) => {
    if (typeof statement !== 'string') sent.push({ sql: statement.sql, args: (statement.args ?? []) as unknown[] })
    return execute.call(client, statement)
  }) as Client['execute']
  try {
    await read()
  } finally {
    client.execute = execute
  }
  return sent
}

/** The top-level steps (not those of its subqueries) of the plan of the first statement `read` sends that starts with `start`. */
async function planOf(start: string, read: () => Promise<unknown>): Promise<string> {
  const sent = await statementsOf(read)
  const statement = sent.find(({ sql }) => sql.startsWith(start))
  if (!statement) throw new Error(`no statement starting with ${start}: ${sent.map(({ sql }) => sql.slice(0, 80)).join(' | ')}`)
  const plan = await clientOf().execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })
  return plan.rows
    .filter((row) => Number(row.parent) === 0)
    .map((row) => String(row.detail))
    .join('\n')
}

describe('query plans of the order desk at scale', () => {
  it('reads the orders list filtered by status newest first in index order, without sorting every order of that status', async () => {
    const plan = await planOf('select "id"', () =>
      payload.find({ collection: 'orders', where: { status: { equals: 'DELIVERED' } }, sort: '-createdAt', limit: 10, depth: 0 }),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(status=\?\)/)
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
  })

  it("counts the orders list's search results (order id or search text) in an index, not in every order's row", async () => {
    const plan = await planOf('select count(*)', () =>
      payload.find({
        collection: 'orders',
        where: { or: [{ orderId: { like: '9876543210' } }, { searchText: { like: '9876543210' } }] },
        sort: '-createdAt',
        limit: 10,
        depth: 0,
      }),
    )
    expect(plan).toMatch(/SCAN orders USING COVERING INDEX/)
  })

  it('finds the invoices of a page of orders by order, not by reading every invoice', async () => {
    const orderIds = ['a', 'b', 'c']
    const plan = await planOf('select "id", "order_id", "data" from "tax_documents"', () =>
      payload.find({
        collection: 'tax-documents',
        where: { and: [{ order: { in: orderIds } }, { kind: { equals: 'invoice' } }] },
        select: { order: true, data: true },
        depth: 0,
        pagination: false,
      }),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(order_id=\? AND kind=\?\)/)
  })
})
