/**
 * The soak test (`npm run test:soak`): the production server with two workers on one SQLite file, under everything
 * that writes to it at once, for SOAK_SECONDS (150 by default). Readers, sign-ins and cash-on-delivery orders run
 * throughout; a catalogue editor applies and reverts a price revision of the whole catalogue again and again;
 * backups are taken by another process; every fourth order is paid online and never paid, aged in the database so the
 * servers' sweep releases its stock; the warehouse posts small goods receipts, stock adjustments and transfers
 * (to a shelf and back) through the stock ledger; the seed hospital's buyer orders for approval, its approver approves
 * or rejects each request and its admin invites and withdraws members; `/api/ready` is polled as a load balancer does. It fails on any 5xx, any
 * disk I/O, SQLITE_IOERR, SQLITE_CORRUPT or SQLITE_BUSY in the server's log, a failed backup, the WAL files
 * disappearing while the server runs, and, after the stop, any order, import, stock movement, approval request or
 * invitation answered as saved and not in the database (or not in the state answered), a stock balance that differs from its movements (`npm run stock:check`), or a failed integrity check. It prints what it did and the p99 of reads and orders during imports and
 * outside them.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { removeClosedDatabase } from '../../cms/database'
import { DEMO_COMPANY_MEMBERS } from '../../seed/data/company'
import { LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../seed/data/stock'
import { col, importForm, readCatalogueXlsx, writeCatalogueXlsx, type CatalogueSheet } from '../helpers/catalogue-file'
import { runProjectScript } from '../helpers/project-script'
import { startStack, type Stack } from '../helpers/stack'
import { SEED_LOGINS, TEST_KEYS } from '../helpers/test-keys'
import { timeline, type Timeline } from './timeline'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 150)
const READERS = 4
const BUYERS = 3
const BACKUP_EVERY_MS = 12_000
const READY_EVERY_MS = 1_000
const IMPORT_PAUSE_MS = 4_000
const STOCK_PAUSE_MS = 250

const failures: string[] = []
const fail = (what: string) => {
  if (failures.length < 50) console.error(`✖ ${what}`)
  failures.push(what)
}

let ipCounter = 0
/** A new client address for each caller, as many buyers behind the shop's proxy: rate limits count per address. */
const newIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`

type Answer = { status: number; body: any; headers: Headers; ms: number }

async function call(stack: Stack, method: string, route: string, options: { body?: unknown; token?: string; ip?: string } = {}) {
  const started = performance.now()
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? newIp() }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(`${stack.baseUrl}${route}`, { method, headers, body })
  const text = await response.text()
  const answer: Answer = { status: response.status, body: parse(text), headers: response.headers, ms: performance.now() - started }
  if (answer.status >= 500) {
    const retryAfter = response.headers.get('retry-after')
    fail(`${method} ${route} answered ${answer.status}${retryAfter ? ` (Retry-After ${retryAfter})` : ''}: ${text.slice(0, 200)}`)
  }
  return answer
}

function parse(text: string): any {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const stopAt = () => deadline
let deadline = 0
const running = () => performance.now() < stopAt()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Purchasable = { product: string; size: string; code: string; price: number }

async function purchasables(stack: Stack): Promise<Purchasable[]> {
  const reply = await fetch(`${stack.baseUrl}/api/products?limit=30&depth=0&sort=createdAt&where[_status][equals]=published`)
  const { docs } = (await reply.json()) as { docs: any[] }
  return docs.flatMap((product) =>
    product.variants.flatMap((variant: any) =>
      variant.codes
        // Not the seed's low or sold-out codes: orders reserve stock, and those refuse every order beyond it.
        .filter((code: any) => (code.tiers ?? []).length === 0 && (code.minQuantity ?? 1) <= 1 && (code.multipleOf ?? 1) <= 1)
        .filter((code: any) => code.shortCode !== LOW_STOCK_CODE && code.shortCode !== OUT_OF_STOCK_CODE)
        .map((code: any) => ({ product: product.id, size: variant.size, code: code.shortCode, price: code.discountedPrice })),
    ),
  )
}

async function reader(stack: Stack, slugs: { category: string; product: string }[], clock: Timeline): Promise<number> {
  let count = 0
  while (running()) {
    const { category, product } = slugs[count % slugs.length]!
    const reads = [
      call(stack, 'POST', '/api/shop/product/category', { body: { slugName: category } }),
      call(stack, 'POST', '/api/shop/product/single', { body: { slugName: product } }),
    ]
    for (const answer of await Promise.all(reads)) clock.record('read', answer.ms)
    count += reads.length
  }
  return count
}

/** Registers, then signs in and places orders until the end (every fourth online, never paid), cancelling some. */
async function buyer(stack: Stack, items: Purchasable[], n: number, clock: Timeline, placed: string[]): Promise<number> {
  const ip = newIp()
  const phone = `8${String(Date.now() + n).slice(-9)}`
  const password = 'Soak#24680'
  const registered = await call(stack, 'POST', '/api/shop/user', {
    body: { name: `Soak Buyer ${n}`, email: `soak-${phone}@example.com`, password, phoneNumber: phone, countryCode: '+91' },
    ip,
  })
  if (registered.body?.responseCode !== 'SUCCESS')
    return (fail(`registering buyer ${n}: ${registered.status} ${JSON.stringify(registered.body)}`), 0)
  const address = await call(stack, 'POST', '/api/shop/address/create', {
    body: { doorNo: '7', streetName: 'Ring Road', city: 'Pune', state: 'Maharashtra', pinCode: '411001', landMark: null, type: 'Office' },
    token: registered.body.token,
    ip,
  })
  if (address.status !== 201) return (fail(`address of buyer ${n}: ${address.status}`), 0)
  let requests = 2
  let token: string | null = null
  while (running()) {
    // A buyer signs in once and keeps the session, as the storefront does, and signs in again only when the shop
    // refuses the session. Signing in before every order would meet the sign-in limit per network, as it should.
    if (token === null) {
      const login = await call(stack, 'POST', '/api/shop/user/login', { body: { phoneNumber: phone, countryCode: '+91', password }, ip })
      clock.record('sign-in', login.ms)
      requests += 1
      if (login.status !== 200) {
        if (login.status < 500) fail(`sign-in of buyer ${n}: ${login.status} ${JSON.stringify(login.body)}`)
        token = null
        await sleep(1_000)
        continue
      }
      token = login.body.token as string
    }
    const session = token
    const item = items[(requests + n) % items.length]!
    const cart = await call(stack, 'POST', '/api/shop/cart/create', {
      body: { products: [{ product: item.product, size: item.size, code: item.code, quantity: 1 }] },
      token: session,
      ip,
    })
    requests += 1
    clock.record('cart', cart.ms)
    if (cart.status === 401) {
      fail(`buyer ${n}'s session was refused: ${JSON.stringify(cart.body)}`)
      token = null
    }
    if (cart.status !== 201) continue
    // Every fourth order is paid online and never paid: the server's sweep releases its stock once it is aged.
    const paymentType = requests % 4 === 0 ? 'ONLINE' : 'COD'
    const order = await call(stack, 'POST', '/api/shop/order/create', {
      body: { cartId: cart.body.cartId, paymentType, addressId: address.body.data._id, orderAmount: cart.body.subtotal },
      token: session,
      ip,
    })
    requests += 1
    clock.record('order', order.ms)
    if (order.status === 201) {
      placed.push(String(order.body.orderId))
      if (paymentType === 'ONLINE') abandoned.push(String(order.body.orderId))
      // Every fifth order is cancelled by its buyer, which releases its reserved stock.
      else if (placed.length % 5 === 0) {
        const cancelled = await call(stack, 'POST', '/api/shop/order/cancel', {
          body: { orderId: order.body.orderId, reason: 'Ordered twice' },
          token: session,
          ip,
        })
        requests += 1
        clock.record('order', cancelled.ms)
        if (cancelled.status !== 200 && cancelled.status !== 503)
          fail(`cancel by buyer ${n}: ${cancelled.status} ${JSON.stringify(cancelled.body).slice(0, 200)}`)
      }
    } else if (order.status === 503 && !order.headers.get('retry-after')) fail('an order answered 503 without Retry-After')
    else if (order.status !== 503 && order.status !== 409)
      fail(`order of buyer ${n}: ${order.status} ${JSON.stringify(order.body).slice(0, 200)}`)
  }
  return requests
}

type CompanyRecord = { requests: Map<string, 'PENDING' | 'APPROVED' | 'REJECTED'>; invitations: Map<string, 'PENDING' | 'REVOKED'> }

const COMPANY_PAUSE_MS = 300

/**
 * The seed hospital at work: its admin marks a buyer "needs approval"; the buyer orders, to their own address or to one
 * of the hospital's locations, each order a request (202); the approver approves one (the order is placed) and rejects
 * the next; the admin invites a new number now and then and withdraws the invitation.
 */
async function hospitalMembers(stack: Stack, items: Purchasable[], clock: Timeline, placed: string[], record: CompanyRecord) {
  const signIn = async (role: 'admin' | 'buyer' | 'approver') => {
    const member = DEMO_COMPANY_MEMBERS.find((candidate) => candidate.role === role)!
    const body = { countryCode: '+91', phoneNumber: member.phoneNumber, password: member.password }
    const login = await call(stack, 'POST', '/api/shop/user/login', { body, ip: newIp() })
    if (login.status !== 200) throw new Error(`sign-in of the hospital's ${role}: ${login.status} ${JSON.stringify(login.body)}`)
    return { token: login.body.token as string, phoneNumber: member.phoneNumber, ip: newIp() }
  }
  let requests = 3
  try {
    const [admin, buyer, approver] = [await signIn('admin'), await signIn('buyer'), await signIn('approver')]
    const members = await call(stack, 'GET', '/api/shop/company/members', { token: admin.token, ip: admin.ip })
    const buyerId = (members.body?.data?.members ?? []).find((member: { phone: string }) =>
      member.phone.replace(/\D/g, '').endsWith(buyer.phoneNumber),
    )?.customerId
    if (!buyerId) return (fail(`the hospital's buyer is not among its members: ${members.status}`), requests)
    const marked = await call(stack, 'PATCH', `/api/shop/company/members/${buyerId}`, { body: { needsApproval: true }, token: admin.token })
    if (marked.status !== 200)
      return (fail(`marking the buyer "needs approval": ${marked.status} ${JSON.stringify(marked.body)}`), requests)
    const address = await call(stack, 'POST', '/api/shop/address/create', {
      body: { doorNo: '12', streetName: 'Ring Road', city: 'New Delhi', state: 'Delhi', pinCode: '110075', landMark: null, type: 'Office' },
      token: buyer.token,
      ip: buyer.ip,
    })
    if (address.status !== 201) return (fail(`address of the hospital's buyer: ${address.status}`), requests)
    const company = await call(stack, 'GET', '/api/shop/company', { token: buyer.token, ip: buyer.ip })
    const locations = ((company.body?.data?.locations ?? []) as { id: string }[]).map((location) => location.id)
    if (locations.length === 0) return (fail(`the hospital's locations: ${company.status}`), requests)
    requests += 4
    for (let round = 0; running(); round += 1) {
      const item = items[round % items.length]!
      const cart = await call(stack, 'POST', '/api/shop/cart/create', {
        body: { products: [{ product: item.product, size: item.size, code: item.code, quantity: 1 }] },
        token: buyer.token,
        ip: buyer.ip,
      })
      requests += 1
      if (cart.status !== 201) {
        if (cart.status !== 503) fail(`the hospital's cart: ${cart.status} ${JSON.stringify(cart.body).slice(0, 200)}`)
        continue
      }
      const held = await call(stack, 'POST', '/api/shop/order/create', {
        // Two orders in four go to one of the hospital's locations (one approved, one rejected), the rest to the address;
        // one in four, approved, goes on the hospital's shared credit.
        body: {
          cartId: cart.body.cartId,
          paymentType: round % 4 === 0 ? 'ACCOUNT' : 'COD',
          ...(Math.floor(round / 2) % 2 === 1 ? { locationId: locations[round % locations.length] } : { addressId: address.body.data._id }),
          orderAmount: cart.body.subtotal,
        },
        token: buyer.token,
        ip: buyer.ip,
      })
      requests += 1
      clock.record('order', held.ms)
      if (held.status === 202) record.requests.set(String(held.body.requestId), 'PENDING')
      else if (held.status !== 503 && held.status !== 409)
        fail(`the hospital's request: ${held.status} ${JSON.stringify(held.body).slice(0, 200)}`)
      if (held.status === 202) {
        const requestId = String(held.body.requestId)
        const approving = round % 2 === 0
        const decided = await call(stack, 'POST', `/api/shop/company/requests/${requestId}/${approving ? 'approve' : 'reject'}`, {
          body: approving ? {} : { reason: 'Not needed this week' },
          token: approver.token,
          ip: approver.ip,
        })
        requests += 1
        clock.record('order', decided.ms)
        if (decided.status === (approving ? 201 : 200)) {
          record.requests.set(requestId, approving ? 'APPROVED' : 'REJECTED')
          if (approving) placed.push(String(decided.body.orderId))
        } else if (decided.status !== 503 && decided.status !== 409)
          fail(`${approving ? 'approving' : 'rejecting'} a request: ${decided.status} ${JSON.stringify(decided.body).slice(0, 200)}`)
      }
      if (round % 3 === 0) requests += await invitedAndWithdrawn(stack, admin, record)
      await sleep(COMPANY_PAUSE_MS)
    }
  } catch (error) {
    fail(String(error))
  }
  return requests
}

/** The hospital's admin invites a new number and withdraws the invitation. */
async function invitedAndWithdrawn(stack: Stack, admin: { token: string; ip: string }, record: CompanyRecord): Promise<number> {
  const phoneNumber = `7${String(Date.now()).slice(-6)}${String(record.invitations.size).padStart(3, '0')}`
  const invited = await call(stack, 'POST', '/api/shop/company/members/invite', {
    body: { phoneNumber, role: 'buyer' },
    token: admin.token,
    ip: admin.ip,
  })
  if (invited.status !== 201) {
    if (invited.status !== 503) fail(`inviting a member: ${invited.status} ${JSON.stringify(invited.body).slice(0, 200)}`)
    return 1
  }
  const id = String(invited.body.data.id)
  record.invitations.set(id, 'PENDING')
  const revoked = await call(stack, 'POST', `/api/shop/company/invitations/${id}/revoke`, { token: admin.token, ip: admin.ip })
  if (revoked.status === 200) record.invitations.set(id, 'REVOKED')
  else if (revoked.status !== 503) fail(`withdrawing an invitation: ${revoked.status} ${JSON.stringify(revoked.body).slice(0, 200)}`)
  return 2
}

/** Online orders placed and never paid. */
const abandoned: string[] = []
const AGE_EVERY_MS = 3_000

/**
 * Ages the abandoned online orders by an hour as they come (the server's clock cannot be moved), one small write beside
 * the server's as an operator's tool would make, so that its sweep releases their stock during the soak.
 */
async function ager(databaseFile: string): Promise<void> {
  const client = createClient({ url: `file:${databaseFile}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  let aged = 0
  try {
    while (running()) {
      await sleep(AGE_EVERY_MS)
      const batch = abandoned.slice(aged)
      if (batch.length === 0) continue
      const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString()
      const aging = {
        sql: `UPDATE orders SET created_at = ? WHERE order_id IN (${batch.map(() => '?').join(', ')})`,
        args: [hourAgo, ...batch],
      }
      if (!(await writeWhileBusy(() => client.execute(aging)))) return
      aged += batch.length
    }
  } finally {
    client.close()
  }
}

/**
 * SQLite's own busy wait is not fair: a writer beside two busy servers may lose every turn for its 5 s. It asks again
 * while the lock is taken, for as long as the server's own writes would (30 s); past that the soak fails.
 */
async function writeWhileBusy(write: () => Promise<unknown>): Promise<boolean> {
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      await write()
      return true
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
      if (Date.now() > deadline) {
        fail('the aging write waited 30 s for the write lock')
        return false
      }
      await sleep(50)
    }
  }
}

/** Signs the demo customer in and reads their orders, as a returning buyer does. */
async function returningBuyer(stack: Stack, clock: Timeline): Promise<number> {
  let count = 0
  while (running()) {
    const { countryCode, phoneNumber, password } = SEED_LOGINS.customer
    const login = await call(stack, 'POST', '/api/shop/user/login', { body: { countryCode, phoneNumber, password } })
    clock.record('sign-in', login.ms)
    if (login.status === 200) await call(stack, 'GET', '/api/shop/order/getMyOrder', { token: login.body.token })
    count += 2
    await sleep(100)
  }
  return count
}

type ImportRecord = { importId: string; reverted: boolean }

/** Applies a price revision of every code, waits, reverts it; again until the end. */
async function editor(stack: Stack, sheet: CatalogueSheet, clock: Timeline, imports: ImportRecord[]): Promise<void> {
  const login = await call(stack, 'POST', '/api/users/login', { body: SEED_LOGINS.editor })
  const token = login.body.token as string
  for (let round = 1; running(); round += 1) {
    const revised: CatalogueSheet = { rows: sheet.rows.map((row) => [...row]) }
    for (const row of revised.rows) row[col('Our price (₹)')] = Math.max(1, Number(row[col('Our price (₹)')]) - (round % 5) - 1)
    const file = await writeCatalogueXlsx(revised)
    const preview = await call(stack, 'POST', '/api/staff/catalogue/import?dryRun=1', { body: importForm(file), token })
    if (preview.status !== 200 || preview.body.errors?.length) {
      fail(`import preview: ${preview.status} ${JSON.stringify(preview.body).slice(0, 300)}`)
      return
    }
    const stop = clock.begin('import')
    const applied = await call(stack, 'POST', `/api/staff/catalogue/import?planId=${preview.body.planId}`, {
      body: importForm(file),
      token,
    })
    clock.record('apply', applied.ms)
    stop()
    if (applied.status !== 201) {
      if (applied.status !== 409 && applied.status < 500)
        fail(`import apply: ${applied.status} ${JSON.stringify(applied.body).slice(0, 300)}`)
      await sleep(IMPORT_PAUSE_MS)
      continue
    }
    const record: ImportRecord = { importId: String(applied.body.importId), reverted: false }
    imports.push(record)
    await sleep(IMPORT_PAUSE_MS)
    const stopRevert = clock.begin('import')
    const reverted = await call(stack, 'POST', `/api/staff/catalogue/imports/${record.importId}/revert`, { token })
    clock.record('revert', reverted.ms)
    stopRevert()
    if (reverted.status === 200) record.reverted = true
    else if (reverted.status < 500) fail(`import revert: ${reverted.status} ${JSON.stringify(reverted.body).slice(0, 300)}`)
    await sleep(IMPORT_PAUSE_MS)
  }
}

/** What the warehouse posted and the ledger answered as saved: documents, and each soak lot's units by the answers. */
type StockRecord = { documents: string[]; units: Map<string, number> }

/** A warehouse user (made by the admin) posting small receipts of soak lots and taking single units out of them again. */
async function stockKeeper(stack: Stack, items: Purchasable[], clock: Timeline, record: StockRecord): Promise<number> {
  const admin = await call(stack, 'POST', '/api/users/login', { body: SEED_LOGINS.admin })
  const email = `soak-warehouse-${Date.now()}@example.com`
  const body = { email, password: 'Soak#Warehouse1', name: 'Soak Warehouse', roles: ['warehouse'] }
  const created = await call(stack, 'POST', '/api/users', { body, token: admin.body.token })
  if (created.status !== 201) return (fail(`making the warehouse user: ${created.status}`), 0)
  const login = await call(stack, 'POST', '/api/users/login', { body: { email, password: body.password } })
  const token = login.body.token as string
  const shelf = await call(stack, 'POST', '/api/stock-locations', { body: { name: 'Soak shelf', code: 'SOAK-SHELF' }, token })
  if (shelf.status !== 201) return (fail(`making the soak shelf: ${shelf.status}`), 0)
  let requests = 0
  for (let round = 0; running(); round += 1) {
    const item = items[round % items.length]!
    const lot = `SOAK-${round % 40}`
    const key = `${item.code}\u0000${lot}`
    const held = record.units.get(key) ?? 0
    if (held > 1 && round % 5 === 1) {
      requests += await transferredThereAndBack(stack, token, clock, record, { code: item.code, lot })
      continue
    }
    const adjusting = held > 1 && round % 3 === 0
    const answer = adjusting
      ? await call(stack, 'POST', '/api/staff/stock/adjustments', { body: { code: item.code, lot, quantity: -1, reason: 'sample' }, token })
      : await call(stack, 'POST', '/api/staff/stock/receipts', {
          body: { lines: [{ code: item.code, lot, expiry: '2031-12', quantity: 1 + (round % 4) }] },
          token,
        })
    requests += 1
    clock.record('stock', answer.ms)
    if (answer.status === 201) {
      record.documents.push(String(answer.body.document))
      record.units.set(key, held + (adjusting ? -1 : 1 + (round % 4)))
    } else if (answer.status === 503 && !answer.headers.get('retry-after')) fail('a stock movement answered 503 without Retry-After')
    else if (answer.status !== 503)
      fail(`stock ${adjusting ? 'adjustment' : 'receipt'}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
    await sleep(STOCK_PAUSE_MS)
  }
  return requests
}

/** One unit of a soak lot moved to the soak shelf and back: the lot's units on hand, over both locations, stay the same. */
async function transferredThereAndBack(
  stack: Stack,
  token: string,
  clock: Timeline,
  record: StockRecord,
  { code, lot }: { code: string; lot: string },
): Promise<number> {
  let requests = 0
  for (const [from, to] of [
    ['MAIN', 'SOAK-SHELF'],
    ['SOAK-SHELF', 'MAIN'],
  ]) {
    const answer = await call(stack, 'POST', '/api/staff/stock/transfers', { body: { code, lot, from, to, quantity: 1 }, token })
    requests += 1
    clock.record('stock', answer.ms)
    if (answer.status === 201) record.documents.push(String(answer.body.document))
    else if (answer.status === 503 && !answer.headers.get('retry-after')) fail('a stock transfer answered 503 without Retry-After')
    else if (answer.status !== 503) fail(`stock transfer: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
    if (answer.status !== 201) break
    await sleep(STOCK_PAUSE_MS)
  }
  return requests
}

/** `npm run stock:check` on the soak's database once the servers stopped. */
const stockCheck = (databaseFile: string) =>
  runProjectScript('scripts/stock-check.ts', {
    env: { ...process.env, DATABASE_URI: `file:${databaseFile}`, PAYLOAD_SECRET: TEST_KEYS.payloadSecret },
    withinMs: 180_000,
  })

/** Longer than any backup of the soak's database takes (ms); a start that hangs is ended after it. */
const BACKUP_WITHIN_MS = 180_000

/** Takes a backup with `npm run backup`'s script; one that has not ended within the time is ended and said so. */
const runBackup = (stack: Stack, backupDir: string) =>
  runProjectScript('scripts/backup.ts', {
    env: { ...process.env, DATABASE_URI: `file:${stack.databaseFile}`, BACKUP_DIR: backupDir, PAYLOAD_SECRET: TEST_KEYS.payloadSecret },
    withinMs: BACKUP_WITHIN_MS,
  })

async function backups(stack: Stack, backupDir: string): Promise<number> {
  let taken = 0
  await sleep(BACKUP_EVERY_MS / 2)
  while (running()) {
    const { status, output } = await runBackup(stack, backupDir)
    if (status === 0) taken += 1
    else fail(`npm run backup exited ${status}: ${output.slice(-400)}`)
    await sleep(BACKUP_EVERY_MS)
  }
  return taken
}

async function readiness(stack: Stack): Promise<number> {
  let polls = 0
  while (running()) {
    // Each poll on a new connection, so both workers answer some of them.
    const ready = await fetch(`${stack.baseUrl}/api/ready`, { headers: { Connection: 'close' } })
    const text = await ready.text()
    polls += 1
    if (ready.status !== 200) fail(`/api/ready answered ${ready.status}: ${text.slice(0, 200)}`)
    await sleep(READY_EVERY_MS)
  }
  return polls
}

/** The WAL and its index must stay beside the database while the server has it open. */
async function walWatcher(databaseFile: string): Promise<void> {
  let missingSince = 0
  while (running()) {
    const missing = ['-wal', '-shm'].filter((suffix) => !fs.existsSync(`${databaseFile}${suffix}`))
    if (missing.length && !missingSince) {
      missingSince = Date.now()
      fail(`${missing.map((suffix) => path.basename(databaseFile) + suffix).join(' and ')} disappeared while the server runs`)
    }
    await sleep(200)
  }
}

const LOG_PROBLEMS = /disk I\/O error|SQLITE_IOERR|SQLITE_CORRUPT|SQLITE_BUSY|database disk image is malformed/

async function checkDatabase(
  databaseFile: string,
  orders: string[],
  imports: ImportRecord[],
  stock: StockRecord,
  company: CompanyRecord,
): Promise<void> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    const integrity = (await client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0])).join('; ')
    if (integrity !== 'ok') fail(`integrity_check: ${integrity}`)
    const stored = new Set((await client.execute('SELECT order_id FROM orders')).rows.map((row) => String(row.order_id)))
    const lost = orders.filter((id) => !stored.has(id))
    if (lost.length)
      fail(`${lost.length} of ${orders.length} orders answered as placed are not in the database: ${lost.slice(0, 5).join(', ')}`)
    const importsStored = new Map(
      (await client.execute('SELECT id, reverted_at FROM catalogue_imports')).rows.map((row) => [String(row.id), row.reverted_at]),
    )
    for (const record of imports) {
      if (!importsStored.has(record.importId)) fail(`import ${record.importId} answered as applied is not in the database`)
      else if (record.reverted && !importsStored.get(record.importId))
        fail(`import ${record.importId} answered as reverted is not reverted`)
    }
    const documents = new Set(
      (await client.execute('SELECT DISTINCT document FROM stock_movements')).rows.map((row) => String(row.document)),
    )
    const lostMovements = stock.documents.filter((document) => !documents.has(document))
    if (lostMovements.length)
      fail(`${lostMovements.length} stock movements answered as saved are not in the database: ${lostMovements.slice(0, 5).join(', ')}`)
    const requests = new Map(
      (await client.execute('SELECT id, status FROM approval_requests')).rows.map((row) => [String(row.id), String(row.status)]),
    )
    for (const [id, status] of company.requests) {
      if (requests.get(id) !== status) fail(`approval request ${id} answered as ${status} is ${requests.get(id) ?? 'not in the database'}`)
    }
    const invitations = new Map(
      (await client.execute('SELECT id, status FROM company_invitations')).rows.map((row) => [String(row.id), String(row.status)]),
    )
    for (const [id, status] of company.invitations) {
      if (invitations.get(id) !== status) fail(`invitation ${id} answered as ${status} is ${invitations.get(id) ?? 'not in the database'}`)
    }
    const lots = (
      await client.execute("SELECT code, lot, SUM(on_hand) AS on_hand FROM stock_lots WHERE lot LIKE 'SOAK-%' GROUP BY code, lot")
    ).rows
    const kept = new Map(lots.map((row) => [`${row.code}\u0000${row.lot}`, Number(row.on_hand)]))
    for (const [key, units] of stock.units) {
      if (kept.get(key) !== units) fail(`${key.replace('\u0000', ' lot ')}: ${kept.get(key)} on hand, the answers add up to ${units}`)
    }
  } finally {
    client.close()
  }
}

/**
 * How many orders the server's sweep let lapse; each that held units has a release "payment not completed". (An
 * order of a sold-out backorder code held none, and lapses with nothing to release.)
 */
async function lapsedHolds(databaseFile: string): Promise<number> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    const lapsed = await client.execute('SELECT order_id FROM orders WHERE stock_hold_lapsed_at IS NOT NULL')
    const held = await client.execute("SELECT DISTINCT document FROM stock_movements WHERE type = 'reservation'")
    const released = await client.execute("SELECT DISTINCT document FROM stock_movements WHERE reason = 'payment-not-completed'")
    const heldFor = new Set(held.rows.map((row) => String(row.document)))
    const releasedFor = new Set(released.rows.map((row) => String(row.document)))
    const unreleased = lapsed.rows.map((row) => String(row.order_id)).filter((orderId) => heldFor.has(orderId) && !releasedFor.has(orderId))
    if (unreleased.length) fail(`${unreleased.length} lapsed orders released nothing: ${unreleased.slice(0, 5).join(', ')}`)
    return lapsed.rows.length
  } finally {
    client.close()
  }
}

async function main(): Promise<void> {
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-soak-backups-'))
  console.log(`Soak: two workers on one SQLite file for ${SECONDS} s (load average ${os.loadavg()[0]!.toFixed(2)})`)
  const stack = await startStack({ extraEnv: { WEB_CONCURRENCY: '2', BACKUP_DIR: backupDir, UNPAID_HOLD_SWEEP_MS: '2000' } })
  const log = path.join(os.tmpdir(), `nuvo-test-server-${new URL(stack.baseUrl).port}.log`)
  const clock = timeline()
  const orders: string[] = []
  const imports: ImportRecord[] = []
  const stock: StockRecord = { documents: [], units: new Map() }
  const company: CompanyRecord = { requests: new Map(), invitations: new Map() }
  let stopped = false
  try {
    const items = await purchasables(stack)
    const editorLogin = await call(stack, 'POST', '/api/users/login', { body: SEED_LOGINS.editor })
    const exported = await fetch(`${stack.baseUrl}/api/staff/catalogue/export?format=xlsx`, {
      headers: { Authorization: `JWT ${editorLogin.body.token}` },
    })
    const sheet = await readCatalogueXlsx(new Uint8Array(await exported.arrayBuffer()))
    const slugs = sheet.rows.map((row) => ({ category: String(row[col('Category slug')]), product: String(row[col('Slug')]) }))

    deadline = performance.now() + SECONDS * 1000
    const [reads, bought, returning, , taken, polls, , stocked, , hospital] = await Promise.all([
      Promise.all(Array.from({ length: READERS }, () => reader(stack, slugs, clock))),
      Promise.all(Array.from({ length: BUYERS }, (_, n) => buyer(stack, items, n, clock, orders))),
      returningBuyer(stack, clock),
      editor(stack, sheet, clock, imports),
      backups(stack, backupDir),
      readiness(stack),
      walWatcher(stack.databaseFile),
      stockKeeper(stack, items, clock, stock),
      ager(stack.databaseFile),
      hospitalMembers(stack, items, clock, orders, company),
    ])
    await stack.stop({ keepDatabase: true })
    stopped = true

    const problems = fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => LOG_PROBLEMS.test(line))
    if (problems.length) fail(`${problems.length} lines of the server's log name database errors, the first: ${problems[0]!.slice(0, 300)}`)
    await checkDatabase(stack.databaseFile, orders, imports, stock, company)
    const checked = await stockCheck(stack.databaseFile)
    if (checked.status !== 0) fail(`npm run stock:check exited ${checked.status}: ${checked.output.slice(-600)}`)

    // A soak that did nothing proves nothing.
    if (orders.length === 0) fail('no order was placed')
    if (imports.length === 0) fail('no import was applied')
    if (taken === 0) fail('no backup was taken')
    if (stock.documents.length === 0) fail('no stock movement was recorded')
    const decided = [...company.requests.values()]
    if (!decided.includes('APPROVED') || !decided.includes('REJECTED')) fail('no approval request was approved, or none was rejected')
    if (![...company.invitations.values()].includes('REVOKED')) fail('no invitation was made and withdrawn')
    const lapsed = await lapsedHolds(stack.databaseFile)
    if (abandoned.length > 0 && lapsed === 0) fail(`none of ${abandoned.length} unpaid online orders gave its stock back`)
    const total = reads.reduce((a, b) => a + b, 0) + bought.reduce((a, b) => a + b, 0) + returning + stocked + hospital
    console.log(
      `\nrequests ${total}; orders placed ${orders.length}; imports applied ${imports.length}, reverted ${imports.filter((i) => i.reverted).length}`,
    )
    console.log(`stock receipts, adjustments and transfers ${stock.documents.length}; ${checked.output.trim().split('\n').at(-1)}`)
    console.log(
      `approval requests ${decided.length} (approved ${decided.filter((status) => status === 'APPROVED').length}, rejected ${decided.filter((status) => status === 'REJECTED').length}); invitations made and withdrawn ${company.invitations.size}`,
    )
    console.log(`unpaid online orders ${abandoned.length}, their stock released by the sweep ${lapsed}`)
    console.log(`backups ${taken}; readiness polls ${polls}; load average at the end ${os.loadavg()[0]!.toFixed(2)}`)
    console.log(clock.report())
  } finally {
    if (!stopped) await stack.stop({ keepDatabase: true })
    removeClosedDatabase(stack.databaseFile)
    fs.rmSync(backupDir, { recursive: true, force: true })
  }
  if (failures.length) {
    console.error(`\n✖ soak failed: ${failures.length} problem${failures.length === 1 ? '' : 's'}`)
    process.exit(1)
  }
  console.log('\n✓ soak passed: nothing lost, no 5xx, no database error')
}

await main()
