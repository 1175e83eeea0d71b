import { createHmac } from 'node:crypto'

import type { Page } from '@playwright/test'

import { TEST_KEYS } from '../../helpers/test-keys'

const CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js'

/**
 * A stand-in for Razorpay's checkout.js, served in place of the real script. `open()` hands the options it was given
 * to the test, then either completes the payment with a signature the test makes with the test key secret (as
 * Razorpay would after a successful card payment) or closes the window as a buyer would.
 */
const STAND_IN = `
window.Razorpay = function (options) {
  this.open = async function () {
    await window.recordCheckoutOptions(JSON.parse(JSON.stringify(options)))
    if (window.__standInMode === 'dismiss') {
      options.modal.ondismiss()
      return
    }
    var paymentId = 'pay_' + Math.random().toString(36).slice(2, 16)
    var signature = await window.signPayment(options.order_id, paymentId)
    options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature })
  }
}
`

export type CheckoutOptions = {
  key: string
  amount: number
  currency: string
  order_id: string
  theme: { color: string }
  prefill: { name: string; email: string; contact: string }
}

/** Serves the stand-in in place of checkout.js; `mode` says whether its window pays or is closed. */
export async function serveStandIn(page: Page, mode: 'pay' | 'dismiss') {
  const recorded: CheckoutOptions[] = []
  const signed: { orderId: string; paymentId: string; signature: string }[] = []
  await page.exposeFunction('recordCheckoutOptions', (options: CheckoutOptions) => {
    recorded.push(options)
  })
  await page.exposeFunction('signPayment', (orderId: string, paymentId: string) => {
    const signature = createHmac('sha256', TEST_KEYS.razorpayKeySecret).update(`${orderId}|${paymentId}`).digest('hex')
    signed.push({ orderId, paymentId, signature })
    return signature
  })
  await page.addInitScript((chosen) => {
    ;(window as unknown as { __standInMode: string }).__standInMode = chosen
  }, mode)
  let served = 0
  await page.route(CHECKOUT_URL, (route) => {
    served += 1
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN })
  })
  return { recorded, signed, servedCount: () => served }
}
