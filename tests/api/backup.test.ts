import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { childPids, newIp, shopCall, stockFirstCode } from '../helpers/multi-server'
import { ROOT, startStack, type Server, type Stack } from '../helpers/stack'
import { SEED_LOGINS } from '../helpers/test-keys'
import { oneLotPerLine } from '../helpers/lots'
import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'

/**
 * Backups and restore on real SQLite files and real server processes (README, Operating the shop): an online backup
 * while orders are placed, restored into a fresh folder and served again; damaged sets refused; the schedule run
 * once by two servers.
 */
let stack: Stack
let work: string

beforeAll(async () => {
  stack = await startStack({ extraEnv: { BACKUP_SCHEDULE: 'off' } })
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-backup-api-'))
}, 300_000)
afterAll(async () => {
  await stack?.stop()
  if (work) fs.rmSync(work, { recursive: true, force: true })
}, 180_000)

/** Runs `npm run backup` / `npm run restore` as an operator would, with `env` on top of the stack's database. */
function cli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, APP_ROOT: ROOT, ...env },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
  })
}

type Customer = { token: string; ip: string; addressId: string }
type Product = { id: string; variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[] }

async function newCustomer(baseUrl: string): Promise<Customer> {
  const ip = newIp()
  const phone = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  const registered = await shopCall(baseUrl, 'POST', '/user', {
    ip,
    body: {
      name: `Buyer ${phone.slice(-4)}`,
      email: `backup-${phone}@example.com`,
      password: 'secret123',
      phoneNumber: phone,
      countryCode: '+91',
    },
  })
  expect(registered.body.responseCode, JSON.stringify(registered.body)).toBe('SUCCESS')
  const token = registered.body.token as string
  const address = await shopCall(baseUrl, 'POST', '/address/create', {
    ip,
    token,
    body: { doorNo: '7', streetName: 'Park Street', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
  })
  expect(address.status).toBe(201)
  return { token, ip, addressId: address.body.data._id as string }
}

/** A COD order of one unit of `product`'s first code; resolves with its order id once the shop has confirmed it. */
async function placeCodOrder(baseUrl: string, customer: Customer, product: Product): Promise<string> {
  const code = product.variants[0].codes[0]
  const line = { product: product.id, size: product.variants[0].size, code: code.shortCode, quantity: 1 }
  const cart = await shopCall(baseUrl, 'POST', '/cart/create', { ...customer, body: { products: [line] } })
  expect(cart.status, JSON.stringify(cart.body)).toBe(201)
  const order = await shopCall(baseUrl, 'POST', '/order/create', {
    ...customer,
    body: { cartId: cart.body.cartId, paymentType: 'COD', addressId: customer.addressId, orderAmount: code.discountedPrice / 100 },
  })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  return order.body.orderId as string
}

async function staffMember(
  baseUrl: string,
  who: 'orders' | 'admin' = 'orders',
): Promise<(method: string, apiPath: string, body?: unknown) => Promise<Record<string, any>>> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS[who]),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return async (method, apiPath, body) => {
    const reply = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(reply.ok, `${method} ${apiPath}: ${reply.status} ${await reply.clone().text()}`).toBe(true)
    return (await reply.json()) as Record<string, any>
  }
}

async function invoiceOf(baseUrl: string, customer: Customer, orderId: string): Promise<{ status: number; number?: string }> {
  const reply = await shopCall(baseUrl, 'GET', `/order/invoice/${orderId}?format=json`, { token: customer.token, ip: customer.ip })
  return { status: reply.status, number: reply.body?.data?.number }
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m)

describe('backup and restore', () => {
  let backupFolder: string
  let confirmedBeforeBackup: string[]
  let shippedOrder: { orderId: string; invoiceNumber: string; customer: Customer }
  let restored: Server

  afterAll(() => restored?.stop())

  it('a backup taken while COD orders are placed, restored into a fresh folder and served, has every order confirmed before it began, with its invoice', async () => {
    const a = stack.baseUrl
    const list = await fetch(`${a}/api/products?limit=1&depth=0&where[_status][equals]=published`)
    const product = ((await list.json()) as { docs: Product[] }).docs[0]
    const customers = await Promise.all([newCustomer(a), newCustomer(a), newCustomer(a)])
    // The buyers below keep ordering the same code until the backup is done.
    await stockFirstCode(a)

    const firstOrder = await placeCodOrder(a, customers[0], product)
    const staff = await staffMember(a)
    const stored = (await staff('GET', `/orders?where[orderId][equals]=${firstOrder}&depth=0`)).docs[0]
    // Shipping takes the lots out of stock: they are received first.
    await (
      await staffMember(a, 'admin')
    )('POST', '/staff/stock/receipts', { lines: oneLotPerLine(stored.lines) })
    await staff('PATCH', `/orders/${stored.id}`, {
      status: 'SHIPPED',
      shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-BACKUP-1', lots: oneLotPerLine(stored.lines) },
    })
    const invoice = await invoiceOf(a, customers[0], firstOrder)
    expect(invoice.status).toBe(200)
    shippedOrder = { orderId: firstOrder, invoiceNumber: invoice.number!, customer: customers[0] }

    // Three buyers keep ordering while the backup runs; each order counts as confirmed when its 201 has arrived.
    const confirmed: { orderId: string; at: number }[] = [{ orderId: firstOrder, at: Date.now() }]
    let ordering = true
    const buyers = customers.map(async (customer) => {
      while (ordering) confirmed.push({ orderId: await placeCodOrder(a, customer, product), at: Date.now() })
    })
    while (confirmed.length < 8) await new Promise((resolve) => setTimeout(resolve, 50))
    const backupStartedAt = Date.now()
    const backup = await cli('backup', [], { DATABASE_URI: `file:${stack.databaseFile}`, BACKUP_DIR: path.join(work, 'backups') })
    const countAtBackupEnd = confirmed.length
    while (confirmed.length < countAtBackupEnd + 3) await new Promise((resolve) => setTimeout(resolve, 50))
    ordering = false
    await Promise.all(buyers)

    expect(backup.code, backup.err).toBe(0)
    backupFolder = /Backup written to (\S+) in /.exec(backup.out)?.[1] ?? ''
    expect(path.dirname(backupFolder)).toBe(path.join(work, 'backups'))
    confirmedBeforeBackup = confirmed.filter((order) => order.at < backupStartedAt).map((order) => order.orderId)
    expect(confirmedBeforeBackup.length).toBeGreaterThanOrEqual(8)
    const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8'))
    expect(manifest.database.counts.orders).toBeGreaterThanOrEqual(confirmedBeforeBackup.length)
    expect(manifest.database.counts.invoices).toBe(1)
    expect(manifest.media.files).toBeGreaterThan(0)

    const fresh = path.join(work, 'fresh')
    const restore = await cli('restore', [backupFolder], { APP_ROOT: fresh, DATABASE_URI: '' })
    expect(restore.code, restore.err).toBe(0)
    expect(restore.out).toContain(
      `database → ${path.join(fresh, 'data', 'shop.db')} (${manifest.database.counts.orders} orders, 1 invoices`,
    )
    expect(fs.readdirSync(path.join(fresh, 'data', 'media'))).toHaveLength(manifest.media.files)

    restored = await stack.startServer({ DATABASE_URI: `file:${path.join(fresh, 'data', 'shop.db')}` })
    const staffOnRestored = await staffMember(restored.baseUrl)
    const query = confirmedBeforeBackup.map((orderId, i) => `where[orderId][in][${i}]=${orderId}`).join('&')
    const found = await staffOnRestored('GET', `/orders?limit=500&depth=0&${query}`)
    expect(found.docs.map((order: { orderId: string }) => order.orderId).sort()).toEqual([...confirmedBeforeBackup].sort())
    expect(await invoiceOf(restored.baseUrl, shippedOrder.customer, shippedOrder.orderId)).toEqual({
      status: 200,
      number: shippedOrder.invoiceNumber,
    })
  }, 240_000)

  it('refuses to replace the database of a running server, and a damaged or incomplete set, naming the problem', async () => {
    expect(backupFolder, 'needs the backup of the test before').toBeTruthy()
    const fresh = path.join(work, 'fresh')
    const busy = await cli('restore', [backupFolder], { APP_ROOT: fresh, DATABASE_URI: '' })
    expect(busy.code).not.toBe(0)
    const user = new RegExp(`^The database ${path.join(fresh, 'data', 'shop.db')} is in use by running processes \\((\\d+)@`).exec(busy.err)
    // The restored server's process, or the one it serves from (it starts itself again with its heap cap).
    expect([restored.pid, ...childPids(restored.pid)]).toContain(Number(user?.[1]))

    const changedByte = path.join(work, 'changed-byte')
    fs.cpSync(backupFolder, changedByte, { recursive: true })
    // The set's copy of the database, closed: damaged on purpose.
    const copy = path.join(changedByte, 'shop.db')
    // eslint-disable-next-line local/no-database-file-io -- a backup set's closed copy, not the live database
    const bytes = fs.readFileSync(copy)
    bytes[Math.floor(bytes.length / 2)] ^= 0x01
    // eslint-disable-next-line local/no-database-file-io -- a backup set's closed copy, not the live database
    fs.writeFileSync(copy, bytes)
    const missingFile = path.join(work, 'missing-file')
    fs.cpSync(backupFolder, missingFile, { recursive: true })
    const media = fs.readdirSync(path.join(missingFile, 'media'))[0]
    fs.rmSync(path.join(missingFile, 'media', media))

    const target = path.join(work, 'target')
    for (const [folder, problem] of [
      [changedByte, 'shop.db does not match its SHA-256 checksum (changed or damaged)'],
      [missingFile, `media/${media} is missing`],
    ]) {
      const refused = await cli('restore', [folder], { APP_ROOT: target, DATABASE_URI: '' })
      expect(refused.code).not.toBe(0)
      expect(refused.err).toContain(`Not restored: the backup set ${folder} is damaged or incomplete:\n  - ${problem}`)
      noStackTrace(refused.err)
    }
    expect(fs.existsSync(path.join(target, 'data', 'shop.db'))).toBe(false)
  }, 180_000)
})

describe('the backup schedule', () => {
  it('two server processes on one database with the schedule due write exactly one backup', async () => {
    const backupDir = path.join(work, 'scheduled')
    // A daily slot one minute ago, in India time: due, and within the hour in which a starting server still takes it.
    const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000)
    const hhmm = new Date(slot.getTime() + 330 * 60_000).toISOString().slice(11, 16)
    const env = { BACKUP_SCHEDULE: `daily@${hhmm}`, BACKUP_DIR: backupDir }
    const servers = await Promise.all([stack.startServer(env), stack.startServer(env)])
    try {
      const sets = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : [])
      const deadline = Date.now() + 120_000
      while (!sets().some((name) => !name.startsWith('.')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250))
      // Time for a second backup, were the other server to write one too.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      expect(sets()).toHaveLength(1)
      const [folder] = sets()
      expect(fs.existsSync(path.join(backupDir, folder, 'manifest.json'))).toBe(true)

      const client = createClient({ url: `file:${stack.databaseFile}` })
      try {
        const claims = (await client.execute("SELECT key FROM leases WHERE key LIKE 'backup:%'")).rows
        expect(claims.map((row) => row.key)).toEqual([`backup:${slot.toISOString()}`])
        const rows = (await client.execute("SELECT key, data FROM payload_kv WHERE key LIKE 'backup:%'")).rows
        expect(rows.map((row) => row.key)).toEqual(['backup:last'])
        expect(JSON.parse(String(rows[0].data))).toMatchObject({ folder })
      } finally {
        client.close()
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }, 300_000)
})
