/**
 * `npm run dev -- --fakes`: the local stand-ins for Razorpay and Resend that the tests use, for trying an online
 * payment and reading the shop's emails without keys or internet. Prints one JSON line with the settings the shop
 * needs (scripts/dev.mjs passes them on), then serves until stopped:
 * - Razorpay's API (orders, refunds), checked with the test key pair;
 * - a stand-in for Razorpay Checkout (checkout.js): "Pay" completes the payment with a signature made by this process
 *   with the test key secret, as Razorpay would after a card payment; "Cancel" closes the window as a buyer would;
 * - Resend's API, and a mailbox page listing every email the shop "sent";
 * - the IRP's e-invoice API behind a GSP (tests/fakes/irp.ts), with e-invoicing switched on: B2B invoices and credit
 *   notes get an IRN, signed QR and e-way bills; `POST <GSP_BASE_URL>/__control` makes it refuse a GSTIN or fail.
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { startFakeIrp } from '../tests/fakes/irp'
import { startFakeRazorpay } from '../tests/fakes/razorpay'
import { startFakeResend, type SentEmail } from '../tests/fakes/resend'
import { TEST_KEYS } from '../tests/helpers/test-keys'

const CHECKOUT = `
window.Razorpay = function (options) {
  this.open = function () {
    var rupees = (options.amount / 100).toFixed(2)
    if (!window.confirm('Local payment stand-in (no money moves)\\n\\nPay ₹' + rupees + ' for ' + options.order_id + '?')) {
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss()
      return
    }
    var paymentId = 'pay_' + Math.random().toString(36).slice(2, 16)
    fetch(SIGN_ORIGIN + '/sign', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId: options.order_id, paymentId: paymentId }),
    })
      .then(function (reply) { return reply.json() })
      .then(function (signed) {
        options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signed.signature })
      })
  }
}
`

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!)

function mailbox(sent: SentEmail[]): string {
  const rows = [...sent]
    .reverse()
    .map(
      (email) =>
        `<article><h2>${escapeHtml(email.subject)}</h2><p>To ${escapeHtml(email.to.join(', '))} · from ${escapeHtml(email.from)}</p>${email.html ?? `<pre>${escapeHtml(email.text ?? '')}</pre>`}</article>`,
    )
    .join('<hr>')
  return `<!doctype html><meta charset="utf-8"><title>Mailbox (${sent.length})</title><body style="font-family:sans-serif;max-width:48rem;margin:2rem auto">
<h1>Emails the shop sent (${sent.length})</h1>${rows || '<p>None yet.</p>'}</body>`
}

const razorpay = await startFakeRazorpay(TEST_KEYS.razorpayKeyId, TEST_KEYS.razorpayKeySecret)
const resend = await startFakeResend()
const irp = await startFakeIrp({
  clientId: TEST_KEYS.gspClientId,
  clientSecret: TEST_KEYS.gspClientSecret,
  username: TEST_KEYS.gspUsername,
  password: TEST_KEYS.gspPassword,
})

const pages = http.createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0]
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type')
  if (req.method === 'OPTIONS') return res.writeHead(204).end()
  if (req.method === 'GET' && path === '/checkout.js') {
    res.writeHead(200, { 'Content-Type': 'application/javascript' })
    return res.end(CHECKOUT.replace('SIGN_ORIGIN', JSON.stringify(`http://127.0.0.1:${(pages.address() as AddressInfo).port}`)))
  }
  if (req.method === 'POST' && path === '/sign') {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const { orderId, paymentId } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { orderId?: string; paymentId?: string }
    if (!orderId || !paymentId)
      return res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"message":"orderId and paymentId are required"}')
    const signature = createHmac('sha256', TEST_KEYS.razorpayKeySecret).update(`${orderId}|${paymentId}`).digest('hex')
    res.writeHead(200, { 'Content-Type': 'application/json' })
    return res.end(JSON.stringify({ signature }))
  }
  if (req.method === 'GET' && (path === '/' || path === '/emails')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    return res.end(mailbox(resend.sent))
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
})
await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
const pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`

console.log(
  JSON.stringify({
    RAZORPAY_KEY_ID: TEST_KEYS.razorpayKeyId,
    RAZORPAY_KEY_SECRET: TEST_KEYS.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.razorpayWebhookSecret,
    RAZORPAY_BASE_URL: razorpay.url,
    RESEND_API_KEY: TEST_KEYS.resendApiKey,
    RESEND_BASE_URL: resend.url,
    VITE_RAZORPAY_CHECKOUT_URL: `${pagesUrl}/checkout.js`,
    MAILBOX_URL: `${pagesUrl}/emails`,
    EINVOICE_ENABLED: 'true',
    GSP_BASE_URL: irp.url,
    GSP_CLIENT_ID: TEST_KEYS.gspClientId,
    GSP_CLIENT_SECRET: TEST_KEYS.gspClientSecret,
    GSP_USERNAME: TEST_KEYS.gspUsername,
    GSP_PASSWORD: TEST_KEYS.gspPassword,
  }),
)

const stop = async () => {
  await Promise.all([razorpay.close(), resend.close(), irp.close(), new Promise((resolve) => pages.close(resolve))])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
