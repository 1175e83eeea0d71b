import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { paymentSignature, signatureMatches, webhookSignature } from './signatures'

describe('Razorpay signatures', () => {
  it('computes the checkout signature as HMAC-SHA256 of "<order id>|<payment id>" in hex', () => {
    const expected = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex')
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toBe(expected)
  })

  it('computes the webhook signature over the raw body', () => {
    const body = '{"event":"payment.captured"}'
    expect(webhookSignature('whsec', body)).toBe(createHmac('sha256', 'whsec').update(body).digest('hex'))
  })

  it('accepts the same signature in either letter case', () => {
    const signature = paymentSignature('secret', 'order_1', 'pay_1')
    expect(signatureMatches(signature, signature)).toBe(true)
    expect(signatureMatches(signature, signature.toUpperCase())).toBe(true)
  })

  it.each([
    ['another signature', paymentSignature('other', 'order_1', 'pay_1')],
    ['a shorter string', 'ab'],
    ['a longer string', `${'a'.repeat(64)}00`],
    ['non-hex characters of the right length', 'z'.repeat(64)],
    ['nothing', null],
    ['a number', 12],
  ])('refuses %s without throwing', (_name, received) => {
    expect(signatureMatches(paymentSignature('secret', 'order_1', 'pay_1'), received)).toBe(false)
  })
})
