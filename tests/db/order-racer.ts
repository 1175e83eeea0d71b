/**
 * One racer of the reservations test, in a process of its own on the test's database: starts the whole shop's Payload
 * config, says `ready`, and on `go` (a line on stdin) places an order (cash on delivery) from each of the carts it was
 * given, all at once, through the shop's order service; then prints how many were placed and how many answered 409.
 * Usage: node --conditions=production --import tsx tests/db/order-racer.ts <customer id> <address id> <order amount, rupees> <cart id>…   (DATABASE_URI, PAYLOAD_SECRET from the environment)
 */
import process from 'node:process'

// The shop's own timers do not hold a process open (they are unref'd), and its modules load with awaits on them: this
// one holds the racer open from before the first of them until it is done.
const keepAlive = setInterval(() => undefined, 1_000)

const [customerId, addressId, amount, ...carts] = process.argv.slice(2) as [string, string, string, ...string[]]
const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('../../payload.config')
const { HttpError } = await import('../../cms/lib/http-errors')
const { codeIndex } = await import('../../cms/services/catalogue/code-index')
const { catalogue } = await import('../../cms/services/catalogue/snapshot')
const { placeOrder } = await import('../../cms/services/orders/place-order')
const { stockView } = await import('../../cms/services/stock/availability')
const { waitForGo } = await import('./go')

const payload = await getPayload({ config })
const customer = { ...(await payload.findByID({ collection: 'customers', id: customerId, depth: 0 })), collection: 'customers' as const }
const order = async (cartId: string): Promise<'placed' | 'refused'> => {
  const req = await createLocalReq({ user: customer as never }, payload)
  try {
    await placeOrder(req, customer as never, { cartId, addressId, paymentType: 'COD', orderAmount: Number(amount) } as never)
    return 'placed'
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return 'refused'
    throw error
  }
}
// The catalogue and stock are read once before the start, as a running server has them.
await Promise.all([catalogue(payload), codeIndex(payload), stockView(payload)])
process.stdout.write('ready\n')
await waitForGo()
const outcomes = await Promise.all(carts.map(order))
const placed = outcomes.filter((outcome) => outcome === 'placed').length
process.stdout.write(`${JSON.stringify({ placed, refused: outcomes.length - placed })}\n`)
clearInterval(keepAlive)
await payload.destroy?.()
process.exit(0)
