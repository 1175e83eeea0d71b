import { describe, expect, it } from 'vitest'

import { taxDocumentPath } from '../contract/tax-document-kinds'
import { taxDocumentLinks } from './tax-document-links'

describe("the admin order page's document links", () => {
  const documents = [
    {
      kind: 'invoice' as const,
      number: 'NS/26-27/000007',
      returnId: null,
      registering: false,
      path: taxDocumentPath('invoice', { orderId: 'NS-1001' }),
    },
    {
      kind: 'credit-note' as const,
      number: 'NSC/26-27/000001',
      returnId: 'RT-261120-AAAAAA',
      registering: false,
      path: taxDocumentPath('credit-note', { returnId: 'RT-261120-AAAAAA' }),
    },
    {
      kind: 'credit-note' as const,
      number: 'NSC/26-27/000002',
      returnId: 'RT-261121-BBBBBB',
      registering: true,
      path: taxDocumentPath('credit-note', { returnId: 'RT-261121-BBBBBB' }),
    },
  ]

  it('gives two credit notes of one order distinct keys', () => {
    const keys = taxDocumentLinks(documents).map((link) => link.key)
    expect(new Set(keys).size).toBe(documents.length)
  })

  it("links a return's credit note to the return's route, the invoice to the order's, under the shop API; one being registered says so", () => {
    expect(taxDocumentLinks(documents).map(({ href, text }) => [href, text])).toEqual([
      ['/api/shop/order/invoice/NS-1001', 'Invoice NS/26-27/000007 (PDF)'],
      ['/api/shop/return/creditNote/RT-261120-AAAAAA', 'Credit note NSC/26-27/000001 for return RT-261120-AAAAAA (PDF)'],
      ['/api/shop/return/creditNote/RT-261121-BBBBBB', 'Credit note NSC/26-27/000002 for return RT-261121-BBBBBB (being registered)'],
    ])
  })
})
