/**
 * npm run bench:einvoice [-- --outage 600] [-- --every 30] [-- --queue-ms 10000]
 *
 * E-invoicing through an outage of the portal, against the local IRP stand-in (tests/fakes/irp.ts) and a production
 * build with two server processes on one SQLite file, the queue at its production period (`--queue-ms`, 10 s).
 * 1. Before: five B2B orders shipped one after another; the time from the shipping save to a registered IRN.
 * 2. Outage: the stand-in answers every call with 503 for `--outage` seconds (600) while an order manager ships one
 *    order every `--every` seconds (30): each invoice is issued and kept pending, its PDF held back (409).
 * 3. After: the stand-in answers again; how long until every invoice shipped during the outage is registered.
 * Fails (exit 1) when an invoice is lost, ends failed, is registered with more than one IRN request, or is still pending
 * ten minutes after the portal returned.
 */
import { parseArgs } from 'node:util'

import { eInvoicingShop, startEInvoicingStack, type Buyer } from '../tests/helpers/einvoice'

const { values } = parseArgs({
  options: {
    outage: { type: 'string', default: '600' },
    every: { type: 'string', default: '30' },
    'queue-ms': { type: 'string', default: '10000' },
  },
})
const OUTAGE_S = Number(values.outage)
const EVERY_S = Number(values.every)
const QUEUE_MS = Number(values['queue-ms'])
const BUYER_GSTIN = '27AAPFU0939F1ZV'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const { irp, stack } = await startEInvoicingStack({ EINVOICE_QUEUE_MS: String(QUEUE_MS) })
await stack.startServer()
const a = stack.baseUrl
const shop = eInvoicingShop(a)

/** Places a B2B COD order and ships it; its order id and when the order manager saved the shipment. */
async function shipAnOrder(buyer: Buyer): Promise<{ orderId: string; shippedAt: number }> {
  const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
  const shippedAt = Date.now()
  await shop.ship(orderId)
  return { orderId, shippedAt }
}

const invoiceOf = (orderId: string) => shop.documentOf(orderId, 'invoice')

/** Polls until the order's invoice is registered (or `limitMs` passes); when it was seen registered. */
async function registeredAt(orderId: string, limitMs: number): Promise<number | null> {
  const until = Date.now() + limitMs
  while (Date.now() < until) {
    if ((await invoiceOf(orderId)).eInvoice.status === 'registered') return Date.now()
    await sleep(200)
  }
  return null
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
let failed = false
try {
  const buyer = await shop.newBuyer()

  const before: number[] = []
  for (let n = 0; n < 5; n++) {
    const { orderId, shippedAt } = await shipAnOrder(buyer)
    const at = await registeredAt(orderId, 120_000)
    if (at === null) throw new Error(`${orderId}'s invoice was not registered within 2 minutes`)
    before.push(at - shippedAt)
  }

  irp.control({ outage: 'http-503' })
  const outageStarted = Date.now()
  const duringOutage: string[] = []
  let heldBack = 0
  while (Date.now() - outageStarted < OUTAGE_S * 1000) {
    const { orderId } = await shipAnOrder(buyer)
    duringOutage.push(orderId)
    const pdf = await fetch(`${a}/api/shop/order/invoice/${orderId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
    if (pdf.status === 409) heldBack += 1
    await sleep(Math.max(0, outageStarted + duringOutage.length * EVERY_S * 1000 - Date.now()))
  }
  const refusedDuringOutage = irp.refusedCalls()
  const pendingAtEnd = (await Promise.all(duringOutage.map(invoiceOf))).filter((doc) => doc.eInvoice.status === 'pending').length
  irp.control({ outage: null })
  const returned = Date.now()
  const after = await Promise.all(duringOutage.map((orderId) => registeredAt(orderId, 600_000)))
  const lastRegistered = Math.max(...after.map((at) => at ?? Number.POSITIVE_INFINITY))
  const documents = await Promise.all(duringOutage.map(invoiceOf))
  const requestsEach = documents.map((doc) => irp.generateCalls(doc.number))
  const attempts = documents.map((doc) => doc.eInvoice.attempts ?? 0)

  console.log(`\nE-invoicing through a ${OUTAGE_S} s portal outage (queue every ${QUEUE_MS / 1000} s, two server processes)\n`)
  console.log('| measure | figure |')
  console.log('|---|---:|')
  console.log(`| shipped → IRN registered, portal up (5 invoices) | ${before.map(seconds).join(', ')} |`)
  console.log(`| invoices issued during the outage | ${duringOutage.length} |`)
  console.log(`| of them pending when it ended / PDF held back (409) | ${pendingAtEnd} / ${heldBack} |`)
  console.log(`| portal calls refused during the outage | ${refusedDuringOutage} |`)
  console.log(`| attempts per invoice before its IRN (min–max) | ${Math.min(...attempts)}–${Math.max(...attempts)} |`)
  console.log(
    `| portal back → every invoice registered | ${Number.isFinite(lastRegistered) ? seconds(lastRegistered - returned) : 'not within 10 min'} |`,
  )
  console.log(`| IRN requests answered per invoice (must be 1) | ${[...new Set(requestsEach)].join(', ')} |`)
  console.log(`| invoices lost or failed | ${documents.filter((doc) => doc.eInvoice.status !== 'registered').length} |`)
  failed =
    !Number.isFinite(lastRegistered) ||
    documents.length !== duringOutage.length ||
    documents.some((doc) => doc.eInvoice.status !== 'registered') ||
    requestsEach.some((count) => count !== 1)
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await stack.stop()
  await irp.close()
}
process.exit(failed ? 1 : 0)
