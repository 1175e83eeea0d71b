import type { PayloadRequest } from 'payload'

import { startOfShopDay } from '../../lib/shop-time'
import type { TaxDocumentData } from './document'
import { gstr1Csv, registeredIrns } from './gstr1'

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** `2026-11` → the first moments of that month and the next, in India time; null when malformed. */
export function indianMonth(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const [year, monthNumber] = [Number(match[1]), Number(match[2])]
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`
  return { from: startOfShopDay(`${month}-01`).toISOString(), to: startOfShopDay(`${next}-01`).toISOString() }
}

/** The CSV of every invoice and credit note issued in the month, in issue order, each registered one with its IRN. */
export async function monthlyGstr1(req: PayloadRequest, range: { from: string; to: string }): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'tax-documents',
    where: { and: [{ issuedAt: { greater_than_equal: range.from } }, { issuedAt: { less_than: range.to } }] },
    sort: ['kind', 'sequence'],
    select: { number: true, data: true, eInvoice: { status: true, irn: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return gstr1Csv(
    docs.map((doc) => doc.data as TaxDocumentData),
    registeredIrns(docs),
  )
}
