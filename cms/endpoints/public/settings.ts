import type { Endpoint } from 'payload'

import { env } from '../../env'
import { json, route } from '../http'

/** What the storefront must know before checkout: whether online payment is configured, and the public key id. */
export const settingsEndpoints: Endpoint[] = [
  route('get', '/settings', async () => {
    const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = env()
    const onlinePayment = Boolean(RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET)
    return json({ data: { onlinePayment, razorpayKeyId: onlinePayment ? RAZORPAY_KEY_ID : null } })
  }),
]
