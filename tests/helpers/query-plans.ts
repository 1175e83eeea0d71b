import type { Client, InStatement } from '@libsql/client'
import type { Payload } from 'payload'

/**
 * Reads the SQLite plan of a statement the code actually sends. SQLite's planner has no statistics here, so the plan
 * is the same on an empty file as on years of data: a plan test needs no data.
 */

type Statement = { sql: string; args: unknown[] }

function clientOf(payload: Payload): Client {
  return (payload.db as unknown as { client: Client }).client
}

/** The statements that `read` sends to SQLite outside a transaction. */
async function statementsOf(payload: Payload, read: () => Promise<unknown>): Promise<Statement[]> {
  const client = clientOf(payload)
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

/**
 * The top-level steps (not those of its subqueries) of the plan of the first statement `read` sends whose text
 * starts with `start` (case-insensitive).
 */
export async function planOf(payload: Payload, start: string, read: () => Promise<unknown>): Promise<string> {
  const sent = await statementsOf(payload, read)
  const statement = sent.find(({ sql }) => sql.trimStart().toLowerCase().startsWith(start.toLowerCase()))
  if (!statement) throw new Error(`no statement starting with ${start}: ${sent.map(({ sql }) => sql.slice(0, 80)).join(' | ')}`)
  const plan = await clientOf(payload).execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })
  return plan.rows
    .filter((row) => Number(row.parent) === 0)
    .map((row) => String(row.detail))
    .join('\n')
}
