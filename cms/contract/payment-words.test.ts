import { describe, expect, it } from 'vitest'

import { paymentNextStep, paymentWords, stockHoldLapsedWords } from './payment-words'

describe('payment wording', () => {
  it('names how an order is paid, and whether it is paid yet', () => {
    expect(paymentWords({ paymentType: 'COD', paymentStatus: 'PENDING', total: 85_000 })).toBe('Cash on delivery')
    expect(paymentWords({ paymentType: 'COD', paymentStatus: 'PAID', total: 85_000 })).toBe('Cash on delivery · paid')
    expect(paymentWords({ paymentType: 'ACCOUNT', paymentStatus: 'PENDING', total: 85_000 })).toBe('On account')
    expect(paymentWords({ paymentType: 'ACCOUNT', paymentStatus: 'PAID', total: 85_000 })).toBe('On account · paid')
    expect(paymentWords({ paymentType: 'ONLINE', paymentStatus: 'PAID', total: 85_000 })).toBe('Paid online')
    expect(paymentWords({ paymentType: 'ONLINE', paymentStatus: 'FAILED', total: 85_000 })).toBe('Online payment failed')
  })

  it('reads the payment status in any case (the shop API answers it as stored)', () => {
    expect(paymentWords({ paymentType: 'ONLINE', paymentStatus: 'paid', total: 850 })).toBe('Paid online')
  })

  it('says "Nothing to pay" for a free replacement, whatever the replaced order was paid with', () => {
    for (const paymentType of ['COD', 'ONLINE', 'ACCOUNT'] as const) {
      expect(paymentWords({ paymentType, paymentStatus: 'PENDING', total: 0 })).toBe('Nothing to pay')
      expect(paymentNextStep({ paymentType, paymentStatus: 'PENDING', total: 0 })).toBeNull()
    }
  })

  it('tells the buyer what is left to do about paying, and nothing once paid', () => {
    expect(paymentNextStep({ paymentType: 'COD', paymentStatus: 'PENDING', total: 850 })).toBe('Pay when it arrives')
    expect(paymentNextStep({ paymentType: 'ACCOUNT', paymentStatus: 'PENDING', total: 850 })).toBe('Due on your terms after the invoice')
    expect(paymentNextStep({ paymentType: 'COD', paymentStatus: 'PAID', total: 850 })).toBeNull()
    expect(paymentNextStep({ paymentType: 'ONLINE', paymentStatus: 'PENDING', total: 850 })).toBeNull()
  })

  it('tells the buyer of an unpaid online order that its held stock went back on sale, and nothing once paid', () => {
    const lapsed = { paymentType: 'ONLINE' as const, paymentStatus: 'PENDING', total: 850, stockHoldLapsedAt: '2026-11-28T10:00:00.000Z' }
    expect(stockHoldLapsedWords(lapsed, '28 Nov 2026, 3:30 pm')).toBe(
      'Payment not received in time: the stock held for this order went back on sale on 28 Nov 2026, 3:30 pm. If you paid, it is held again as soon as your payment reaches us.',
    )
    expect(stockHoldLapsedWords({ ...lapsed, paymentStatus: 'PAID' }, 'today')).toBeNull()
    expect(stockHoldLapsedWords({ ...lapsed, stockHoldLapsedAt: null }, 'today')).toBeNull()
  })
})
