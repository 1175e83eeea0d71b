/**
 * Turns the copied orders of bench/lib/many-orders.ts into years of trade, with SQL on the SQLite file: a customer
 * base with distinct phone numbers, orders spread evenly over the years up to now (newest today), statuses and
 * payments by age, shipments, status history, GST invoices for shipped orders numbered per financial year, one buyer
 * with a long Order History, and each order's search text rewritten from its buyer and lines, as the order service
 * writes it.
 */
import { createClient, type Client } from '@libsql/client'

export type YearsOfOrders = {
  /** Customers in all, the existing ones included. */
  customers: number
  /** The buyer who gets about `buyerOrders` orders; every other order goes to a customer chosen by its number. */
  buyerId: string
  buyerOrders: number
  years: number
  now?: Date
}

export type YearsSummary = {
  orders: number
  customers: number
  invoices: number
  buyerOrders: number
  byStatus: Record<string, number>
  first: string
  last: string
}

const DAY = 86_400

/** A spread of 0–99 per order number, so that neighbouring orders differ. */
const spread = (k: string, salt: number) => `(((${k} + ${salt}) * 2654435761) / 128) % 100`

async function columnsOf(client: Client, table: string): Promise<string[]> {
  return (await client.execute(`PRAGMA table_info(${table})`)).rows.map((row) => String(row.name))
}

async function addCustomers(client: Client, total: number): Promise<void> {
  const existing = Number((await client.execute('SELECT count(*) AS n FROM customers')).rows[0].n)
  if (existing >= total) return
  const phone = `'8' || printf('%09d', n)`
  const replaced: Record<string, string> = {
    id: `t.id || '-c' || n`,
    name: `printf('Clinic %05d', n)`,
    phone_number: phone,
    username: `'+91' || ${phone}`,
    email: `printf('buyer%05d@example.com', n)`,
  }
  const columns = await columnsOf(client, 'customers')
  const select = columns.map((column) => replaced[column] ?? `t.${column}`)
  await client.execute(
    `INSERT INTO customers (${columns.join(', ')})
     WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${total - existing})
     SELECT ${select.join(', ')} FROM seq, (SELECT * FROM customers ORDER BY rowid LIMIT 1) AS t`,
  )
}

export async function spreadOverYears(databaseFile: string, options: YearsOfOrders): Promise<YearsSummary> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    await addCustomers(client, options.customers)
    const orders = Number((await client.execute('SELECT count(*) AS n FROM orders')).rows[0].n)
    const customers = Number((await client.execute('SELECT count(*) AS n FROM customers')).rows[0].n)
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000)
    const step = (options.years * 365 * DAY) / orders
    const buyerEvery = Math.max(1, Math.floor(orders / options.buyerOrders))

    await client.execute('BEGIN')
    // k: the order's number, oldest 0; age: its age in days, newest (k = orders - 1) a few minutes old.
    await client.execute(`CREATE TEMP TABLE seq AS SELECT id, ROW_NUMBER() OVER (ORDER BY rowid) - 1 AS k FROM orders`)
    await client.execute('CREATE UNIQUE INDEX temp.seq_id ON seq (id)')
    await client.execute(`CREATE TEMP TABLE cust AS SELECT id, ROW_NUMBER() OVER (ORDER BY rowid) - 1 AS j FROM customers`)
    await client.execute('CREATE UNIQUE INDEX temp.cust_j ON cust (j)')
    await client.execute(`ALTER TABLE seq ADD COLUMN at REAL`)
    await client.execute(`UPDATE seq SET at = ${now} - 300 - (${orders - 1} - k) * ${step} - (${spread('k', 7)}) * ${step / 200}`)
    const age = `((${now} - seq.at) / ${DAY})`
    const roll = spread('seq.k', 0)
    const status = `CASE
      WHEN ${age} < 1 THEN CASE WHEN ${roll} < 85 THEN 'ORDERED' WHEN ${roll} < 97 THEN 'SHIPPED' ELSE 'CANCELLED' END
      WHEN ${age} < 5 THEN CASE WHEN ${roll} < 10 THEN 'ORDERED' WHEN ${roll} < 65 THEN 'SHIPPED' WHEN ${roll} < 95 THEN 'DELIVERED' ELSE 'CANCELLED' END
      ELSE CASE WHEN ${roll} < 94 THEN 'DELIVERED' ELSE 'CANCELLED' END END`
    const iso = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`
    const online = `${spread('seq.k', 3)} < 35`
    await client.execute(
      `UPDATE orders SET
         created_at = ${iso('seq.at')},
         updated_at = ${iso('seq.at')},
         order_id = 'NS-' || substr(strftime('%Y%m%d', seq.at, 'unixepoch'), 3) || '-' || printf('%06X', seq.k),
         status = ${status},
         payment_type = CASE WHEN ${online} THEN 'ONLINE' ELSE 'COD' END,
         payment_status = 'PENDING',
         customer_id = CASE WHEN seq.k % ${buyerEvery} = 0 THEN '${options.buyerId}' ELSE cust.id END
       FROM seq JOIN cust ON cust.j = (seq.k * 7919) % ${customers}
       WHERE seq.id = orders.id`,
    )
    const shipped = `${iso('seq.at + 86400')}`
    const delivered = `${iso('seq.at + 3 * 86400')}`
    await client.execute(
      `UPDATE orders SET
         payment_status = CASE WHEN payment_type = 'ONLINE' OR status = 'DELIVERED' THEN 'PAID' ELSE 'PENDING' END,
         paid_at = CASE WHEN payment_type = 'ONLINE' THEN created_at WHEN status = 'DELIVERED' THEN ${delivered} END,
         shipment_courier = CASE WHEN status IN ('SHIPPED', 'DELIVERED') THEN 'Blue Dart' END,
         shipment_tracking_number = CASE WHEN status IN ('SHIPPED', 'DELIVERED') THEN printf('BD%09d', seq.k) END,
         cancellation_reason = CASE WHEN status = 'CANCELLED' THEN 'Buyer asked to cancel' END,
         updated_at = CASE status WHEN 'SHIPPED' THEN ${shipped} WHEN 'DELIVERED' THEN ${delivered} ELSE created_at END
       FROM seq WHERE seq.id = orders.id`,
    )
    await client.execute(
      `UPDATE orders SET search_text = lower(orders.order_id || ' ' || c.name || ' ' || c.email || ' ' || c.username || ' ' ||
         c.phone_number || coalesce((SELECT ' ' || group_concat(code, ' ') FROM orders_lines WHERE _parent_id = orders.id), ''))
       FROM customers AS c WHERE c.id = orders.customer_id`,
    )

    await client.execute('DELETE FROM orders_status_history')
    const history: [string, string, string][] = [
      ['ORDERED', 'TRUE', 'o.created_at'],
      ['SHIPPED', `o.status IN ('SHIPPED', 'DELIVERED')`, shipped],
      ['DELIVERED', `o.status = 'DELIVERED'`, delivered],
      ['CANCELLED', `o.status = 'CANCELLED'`, iso('seq.at + 3600')],
    ]
    for (const [index, [entry, when, at]] of history.entries()) {
      await client.execute(
        `INSERT INTO orders_status_history (_order, _parent_id, id, status, at, by)
         SELECT ${index + 1}, o.id, o.id || '-h${index + 1}', '${entry}', ${at}, NULL FROM orders AS o JOIN seq ON seq.id = o.id WHERE ${when}`,
      )
    }

    // Lots: one per shipped line, 5,000 lot numbers in all (a lot reaches a few dozen orders), expiring two years after.
    await client.execute('DELETE FROM orders_shipment_lots')
    await client.execute(
      `INSERT INTO orders_shipment_lots (_order, _parent_id, id, code, lot, expiry, quantity, product_id)
       SELECT l._order, o.id, o.id || '-l' || l._order, coalesce(l.code, ''), printf('L%04d', (seq.k * 31 + l._order) % 5000),
         strftime('%Y-%m', seq.at + 2 * 365 * 86400, 'unixepoch'), l.quantity, l.product_id
       FROM orders_lines AS l JOIN orders AS o ON o.id = l._parent_id JOIN seq ON seq.id = o.id
       WHERE o.status IN ('SHIPPED', 'DELIVERED')`,
    )

    // GST invoices: one per shipped order, issued when it shipped, numbered consecutively within each financial year.
    await client.execute(`DELETE FROM tax_documents WHERE order_id IN (SELECT id FROM orders WHERE status NOT IN ('SHIPPED', 'DELIVERED'))`)
    await client.execute(`UPDATE tax_documents SET number = id, order_kind = order_id || ':invoice'`)
    const fyStart = `(CAST(strftime('%Y', seq.at + 86400, 'unixepoch') AS INTEGER) - (CAST(strftime('%m', seq.at + 86400, 'unixepoch') AS INTEGER) < 4))`
    await client.execute(
      `CREATE TEMP TABLE numbered AS SELECT d.id, fy, seq.at + 86400 AS issued,
         ROW_NUMBER() OVER (PARTITION BY fy ORDER BY seq.at) AS n
       FROM tax_documents AS d JOIN seq ON seq.id = d.order_id
       JOIN (SELECT seq.id AS order_id, printf('%02d-%02d', ${fyStart} % 100, (${fyStart} + 1) % 100) AS fy FROM seq) AS year ON year.order_id = d.order_id`,
    )
    await client.execute(
      `UPDATE tax_documents SET number = 'NS/' || numbered.fy || '/' || printf('%05d', numbered.n), series = 'invoice:NS:' || numbered.fy,
         sequence = numbered.n, issued_at = ${iso('numbered.issued')}, created_at = ${iso('numbered.issued')}, updated_at = ${iso('numbered.issued')}
       FROM numbered WHERE numbered.id = tax_documents.id`,
    )
    for (const table of ['seq', 'cust', 'numbered']) await client.execute(`DROP TABLE temp.${table}`)
    await client.execute('COMMIT')
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')

    const one = async (sql: string) => (await client.execute(sql)).rows[0]!
    const invalid = await one(
      `SELECT (SELECT count(*) FROM orders WHERE order_id IS NULL OR search_text IS NULL) AS unnamed,
         (SELECT count(*) - count(DISTINCT order_id) FROM orders) AS repeated,
         (SELECT count(*) FROM orders WHERE customer_id NOT IN (SELECT id FROM customers)) AS orphaned,
         (SELECT count(*) - count(DISTINCT phone_number) FROM customers) AS sharedPhones`,
    )
    if (Object.values(invalid).some((count) => Number(count) > 0))
      throw new Error(`the seeded orders are not valid: ${JSON.stringify(invalid)}`)
    const byStatus = Object.fromEntries(
      (await client.execute('SELECT status, count(*) AS n FROM orders GROUP BY status')).rows.map((row) => [
        String(row.status),
        Number(row.n),
      ]),
    )
    const range = await one('SELECT min(created_at) AS first, max(created_at) AS last FROM orders')
    return {
      orders,
      customers,
      invoices: Number((await one(`SELECT count(*) AS n FROM tax_documents`)).n),
      buyerOrders: Number((await one(`SELECT count(*) AS n FROM orders WHERE customer_id = '${options.buyerId}'`)).n),
      byStatus,
      first: String(range.first),
      last: String(range.last),
    }
  } finally {
    client.close()
  }
}
