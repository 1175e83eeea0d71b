/**
 * One racer of the approvals test, in a process of its own on the test's database: starts the whole shop's Payload
 * config, says `ready`, and on `go` (a line on stdin) approves the request as the given company member, through the
 * shop's approval service; then prints whether it placed the order or was answered 409.
 * Usage: node --conditions=production --import tsx tests/db/approval-racer.ts <approver id> <request id>   (DATABASE_URI, PAYLOAD_SECRET from the environment)
 */
import process from 'node:process'

// The shop's own timers do not hold a process open (they are unref'd): this one holds the racer open until it is done.
const keepAlive = setInterval(() => undefined, 1_000)

const [approverId, requestId] = process.argv.slice(2) as [string, string]
const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('../../payload.config')
const { HttpError } = await import('../../cms/lib/http-errors')
const { catalogue } = await import('../../cms/services/catalogue/snapshot')
const { approveRequest } = await import('../../cms/services/companies/decide-request')
const { stockView } = await import('../../cms/services/stock/availability')
const { waitForGo } = await import('./go')

const payload = await getPayload({ config })
const approver = { ...(await payload.findByID({ collection: 'customers', id: approverId, depth: 0 })), collection: 'customers' as const }
// The catalogue and stock are read once before the start, as a running server has them.
await Promise.all([catalogue(payload), stockView(payload)])
process.stdout.write('ready\n')
await waitForGo()
const req = await createLocalReq({ user: approver as never }, payload)
let outcome: 'approved' | 'refused'
try {
  await approveRequest(req, approver as never, requestId)
  outcome = 'approved'
} catch (error) {
  if (!(error instanceof HttpError && error.status === 409)) throw error
  outcome = 'refused'
}
process.stdout.write(`${JSON.stringify({ outcome })}\n`)
clearInterval(keepAlive)
await payload.destroy?.()
process.exit(0)
