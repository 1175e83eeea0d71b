import { paymentCancelledRequestSchema, paymentOrderRequestSchema, paymentVerifyRequestSchema } from '../../contract/orders'
import { cancelPayment, createPaymentOrder, handleWebhook, verifyPayment } from '../../services/razorpay'
import { json, readBodyText, readJson, requireCustomer, route } from '../http'

export const paymentRoutes = [
  /** `POST /payment/order {orderId}` → the Razorpay order for the order's server total (bearer, owner only). */
  route('post', '/payment/order', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, paymentOrderRequestSchema)
    return json(await createPaymentOrder(req, customer, body.orderId))
  }),
  /** `POST /payment/verify` → `{message}`; checkout's signature is the proof, so no bearer is needed. */
  route('post', '/payment/verify', async (req) => {
    const body = await readJson(req, paymentVerifyRequestSchema)
    return json(await verifyPayment(req, body))
  }),
  /** `POST /payment/cancelled {orderId}`: the buyer closed checkout (bearer, owner only). */
  route('post', '/payment/cancelled', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, paymentCancelledRequestSchema)
    return json(await cancelPayment(req, customer, body.orderId))
  }),
  /** `POST /payment/webhook`: Razorpay's server-to-server events, signed over the raw body. */
  route('post', '/payment/webhook', async (req) => {
    const raw = await readBodyText(req)
    const result = await handleWebhook(req.payload, raw, req.headers.get('x-razorpay-signature'), req.headers.get('x-razorpay-event-id'))
    return json(result)
  }),
]
