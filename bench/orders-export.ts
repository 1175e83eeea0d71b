/**
 * npm run bench:export [-- --orders 10000]
 *
 * Time and memory of the accountant's CSV export (`GET /api/staff/orders/export.csv`) over N orders of two or three lines
 * each, on a fresh temporary SQLite file. The orders are written straight through the database adapter (as the
 * order service does), then the endpoint's handler runs as an order manager and its streamed answer is read to the
 * end. Reports seeding time, export time, rows, bytes, and the process's peak RSS and heap while exporting.
 */
import { parseArgs } from 'node:util'

import { createLocalReq } from 'payload'

import { ordersExportEndpoint } from '../cms/endpoints/staff/orders-export'
import { rowId } from '../cms/lib/row-id'
import { shopDay } from '../cms/lib/shop-time'
import { makeCustomer, makeProduct, makeStaff } from '../tests/helpers/fixtures'
import { freshPayload } from '../tests/helpers/local-payload'

const { values } = parseArgs({ options: { orders: { type: 'string', default: '10000' } } })
const total = Number(values.orders)

const { payload, cleanup } = await freshPayload('bench-export')
try {
  const orderManager = await makeStaff(payload, ['order-manager'])
  const products = await Promise.all(Array.from({ length: 20 }, () => makeProduct(payload)))
  const customers = await Promise.all(Array.from({ length: 50 }, () => makeCustomer(payload)))

  const seedStart = performance.now()
  for (let n = 0; n < total; n++) {
    const lines = Array.from({ length: 2 + (n % 2) }, (_, k) => {
      const product = products[(n + k) % products.length]!
      const code = product.variants![0]!.codes![0]!
      const quantity = 1 + ((n + k) % 5)
      return {
        id: rowId(),
        product: product.id,
        name: product.name,
        size: '3-0',
        code: code.shortCode,
        quantity,
        unitPrice: code.discountedPrice,
        lineTotal: code.discountedPrice * quantity,
      }
    })
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0)
    await payload.db.create({
      collection: 'orders',
      data: {
        orderId: `NS-BENCH-${String(n).padStart(6, '0')}`,
        customer: customers[n % customers.length]!.id,
        status: 'ORDERED',
        paymentType: n % 3 === 0 ? 'ONLINE' : 'COD',
        paymentStatus: n % 3 === 0 ? 'PAID' : 'PENDING',
        subtotal,
        total: subtotal,
        address: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pincode: '122001' },
        lines,
      },
    })
  }
  const seedSeconds = (performance.now() - seedStart) / 1000

  const today = shopDay(new Date())
  const req = await createLocalReq({ user: orderManager, req: { query: { from: today, to: today } } as never }, payload)
  global.gc?.()
  const baseline = process.memoryUsage()
  let peakRss = baseline.rss
  let peakHeap = baseline.heapUsed
  const sampler = setInterval(() => {
    const usage = process.memoryUsage()
    peakRss = Math.max(peakRss, usage.rss)
    peakHeap = Math.max(peakHeap, usage.heapUsed)
  }, 20)
  const start = performance.now()
  const response = await ordersExportEndpoint.handler(req)
  const reader = response.body!.getReader()
  let bytes = 0
  let newlines = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    for (const byte of value) if (byte === 10) newlines++
  }
  const seconds = (performance.now() - start) / 1000
  clearInterval(sampler)

  const mb = (value: number) => (value / 1024 / 1024).toFixed(0)
  console.log(`orders seeded: ${total} in ${seedSeconds.toFixed(1)} s`)
  console.log(`export: HTTP ${response.status}, ${newlines - 1} rows, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(2)} s`)
  console.log(
    `memory while exporting: RSS ${mb(baseline.rss)} → peak ${mb(peakRss)} MB; heap ${mb(baseline.heapUsed)} → peak ${mb(peakHeap)} MB`,
  )
} finally {
  await cleanup()
}
