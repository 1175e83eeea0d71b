import { describe, expect, it } from 'vitest'

import { maskDeep, maskText } from './log-masking'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImFiYyIsImNvbGxlY3Rpb24iOiJjdXN0b21lcnMifQ.c2lnbmF0dXJlLWJ5dGVz'

describe('log masking', () => {
  it('masks session tokens, Authorization values and reset links', () => {
    const text = maskText(
      `token ${JWT}; Authorization: Bearer abcdefgh12345678; https://shop.example.com/reset-password?token=0123456789abcdef0123456789abcdef01234567&x=1`,
    )
    expect(text).not.toContain(JWT)
    expect(text).not.toContain('abcdefgh12345678')
    expect(text).not.toContain('0123456789abcdef')
    expect(text).toContain('reset-password?token=[masked]&x=1')
  })

  it('shortens emails and phone numbers to a hint', () => {
    expect(maskText('sent to ravi.kumar@hospital.in')).toBe('sent to r***@hospital.in')
    expect(maskText('login +91 9876543210 failed')).toBe('login ********3210 failed')
    expect(maskText('customer 9876543210')).toBe('customer ******3210')
  })

  it('leaves ids, order numbers, dates and durations readable', () => {
    const text = 'order NS-261122-7KQ4MZ of 3f2b8c1e-5d4a-4b7e-9c1f-2a3b4c5d6e7f at 2026-11-25T17:29:46Z took 1234.5 ms'
    expect(maskText(text)).toBe(text)
    // A request id whose first groups happen to be all digits is not a phone number.
    const requestId = 'request 12345678-6681-4e59-ae81-3808f2817c07 answered'
    expect(maskText(requestId)).toBe(requestId)
  })

  it('masks secret fields and every string of a nested object, errors included', () => {
    const error = new Error('no account for ravi@example.com')
    const masked = maskDeep({ body: { phone: '+919876543210', password: 'Customer#123', nested: [{ token: 'x' }] }, err: error }) as any
    expect(masked.body.password).toBe('[masked]')
    expect(masked.body.nested[0].token).toBe('[masked]')
    expect(masked.body.phone).toBe('********3210')
    expect(masked.err.message).toBe('no account for r***@example.com')
    expect(masked.err.stack).toContain('r***@example.com')
    expect(JSON.stringify(masked)).not.toContain('ravi@')
  })
})
