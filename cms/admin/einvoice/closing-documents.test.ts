import { describe, expect, it } from 'vitest'

import { closingDocuments } from './closing-documents'

const document = (number: string, date: string, status: 'pending' | 'failed' = 'pending') => ({
  id: `id-${number}`,
  number,
  data: { date },
  eInvoice: { status },
})

describe('e-invoices in their last days', () => {
  it('lists documents from day 25 to day 30 of their date, soonest last day first, with their last day', () => {
    const now = new Date('2026-11-29T12:00:00+05:30')
    const listed = closingDocuments(
      [
        document('NS/26-27/000010', '2026-11-05'), // day 24
        document('NS/26-27/000011', '2026-11-04'), // day 25
        document('NS/26-27/000012', '2026-10-30', 'failed'), // day 30
        document('NS/26-27/000013', '2026-10-29'), // day 31: the queue refuses it
      ],
      now,
    )
    expect(listed).toEqual([
      { id: 'id-NS/26-27/000012', number: 'NS/26-27/000012', date: '2026-10-30', status: 'failed', lastDay: '2026-11-29' },
      { id: 'id-NS/26-27/000011', number: 'NS/26-27/000011', date: '2026-11-04', status: 'pending', lastDay: '2026-12-04' },
    ])
  })
})
