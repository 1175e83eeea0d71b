/**
 * Many orders, fast, for benchmarks: a base of orders of two or three lines (optionally with a GST invoice) written
 * through the database adapter, then doubled with SQL copies of those rows under new ids until there are N or more,
 * the last copies beyond N deleted. A bench needs the volume; bench/lib/years-of-orders.ts makes the copies look
 * like years of trade.
 */
import { createClient, type Client } from '@libsql/client'
import type { Payload } from 'payload'

import { rowId } from '../../cms/lib/row-id'
import type { Customer, Product } from '../../cms/payload-types'

/** Per table: the columns that get the copy's suffix (ids, unique values, references to copied rows), and those emptied. */
const COPIED: Record<string, { suffixed: string[]; emptied?: string[] }> = {
  orders: { suffixed: ['id', 'order_id'], emptied: ['cart_id'] },
  orders_lines: { suffixed: ['id', '_parent_id'] },
  orders_status_history: { suffixed: ['id', '_parent_id'] },
  tax_documents: { suffixed: ['id', 'number', 'order_kind', 'order_id'] },
}

export type BaseOrders = {
  count: number
  products: Product[]
  customers: Customer[]
  /** Which of the base orders get a GST invoice (default: every other one). */
  invoiced?: (n: number) => boolean
}

/** Writes `count` COD orders of two or three lines through the database adapter (as the order service does). */
export async function writeBaseOrders(
  payload: Payload,
  { count, products, customers, invoiced = (n) => n % 2 === 0 }: BaseOrders,
): Promise<void> {
  for (let n = 0; n < count; n++) {
    const lines = Array.from({ length: 2 + (n % 2) }, (_, k) => {
      const code = products[(n + k) % products.length]!.variants![0]!.codes![0]!
      return {
        id: rowId(),
        product: products[(n + k) % products.length]!.id,
        name: 'Bench product',
        size: '3-0',
        code: code.shortCode,
        quantity: 2,
        unitPrice: code.discountedPrice,
        lineTotal: code.discountedPrice * 2,
      }
    })
    const total = lines.reduce((sum, line) => sum + line.lineTotal, 0)
    const order = await payload.db.create({
      collection: 'orders',
      data: {
        orderId: `NS-BENCH-${String(n).padStart(6, '0')}`,
        customer: customers[n % customers.length]!.id,
        status: 'ORDERED',
        paymentType: 'COD',
        paymentStatus: 'PENDING',
        subtotal: total,
        total,
        address: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pincode: '122001' },
        lines,
      },
    })
    if (invoiced(n)) {
      await payload.db.create({
        collection: 'tax-documents',
        data: {
          number: `NS/26-27/${String(n).padStart(6, '0')}`,
          kind: 'invoice',
          series: 'invoice:NS:26-27',
          sequence: n,
          order: order.id,
          orderKind: `${order.id}:invoice`,
          issuedAt: new Date().toISOString(),
          data: { lines, totals: { grandTotal: total }, buyer: { name: 'City Care Hospital', address: '12 MG Road, Gurugram' } },
        },
      })
    }
  }
}

async function doubleOrders(client: Client, round: number): Promise<void> {
  const suffix = `-${round}`
  await client.execute('BEGIN')
  for (const [table, { suffixed, emptied = [] }] of Object.entries(COPIED)) {
    const columns = (await client.execute(`PRAGMA table_info(${table})`)).rows.map((row) => String(row.name))
    const select = columns.map((column) =>
      suffixed.includes(column) ? `${column} || '${suffix}'` : emptied.includes(column) ? 'NULL' : column,
    )
    await client.execute(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select.join(', ')} FROM ${table}`)
  }
  await client.execute('COMMIT')
}

/**
 * Doubles the orders of the SQLite file (with their lines, status history and tax documents) until there are
 * `target` or more, deletes the last copies beyond `target`, and checkpoints the WAL. Close every other connection
 * that writes first (`payload.destroy()`). Returns the number of orders.
 */
export async function copyOrdersUpTo(databaseFile: string, target: number): Promise<number> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    const countOrders = async () => Number((await client.execute('SELECT count(*) AS n FROM orders')).rows[0].n)
    for (let round = 1; (await countOrders()) < target; round++) await doubleOrders(client, round)
    await client.execute(`CREATE TEMP TABLE beyond AS SELECT id FROM orders ORDER BY rowid DESC LIMIT ${(await countOrders()) - target}`)
    for (const [table, column] of [
      ['tax_documents', 'order_id'],
      ['orders_lines', '_parent_id'],
      ['orders_status_history', '_parent_id'],
      ['orders', 'id'],
    ]) {
      await client.execute(`DELETE FROM ${table} WHERE ${column} IN (SELECT id FROM beyond)`)
    }
    await client.execute('DROP TABLE beyond')
    const orders = await countOrders()
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    return orders
  } finally {
    client.close()
  }
}
