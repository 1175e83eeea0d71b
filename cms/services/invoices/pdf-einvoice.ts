import QRCode from 'qrcode'

import { shopDateTime } from '../../lib/shop-time'
import type { StoredEInvoice } from '../einvoice/types'

/** The PNG of the signed QR string: the portal's JWT runs to several hundred characters, so error correction stays at M. */
export function signedQrPng(signedQrCode: string): Promise<Buffer> {
  return QRCode.toBuffer(signedQrCode, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 })
}

/** What a registered document prints of its e-invoice: the facts as label and value, and its QR code's PNG. */
export type PrintedEInvoice = { facts: [string, string][]; qrPng: Buffer | null }

/**
 * The IRN, Ack No and Ack Date with the QR code once the portal registered the document (CGST rule 48(4)), and the
 * e-way bill's number and validity when one was generated; nothing for a document without them.
 */
export async function printedEInvoice(eInvoice: StoredEInvoice | null | undefined): Promise<PrintedEInvoice | null> {
  const ewayBill = eInvoice?.ewayBill ?? null
  const registered = eInvoice?.irn ? eInvoice : null
  if (!registered && !ewayBill) return null
  const facts: [string, string][] = []
  if (registered) {
    facts.push([registered.status === 'cancelled' ? 'IRN (cancelled)' : 'IRN', registered.irn!])
    if (registered.ackNo) facts.push(['Ack No', registered.ackNo])
    if (registered.ackDate) facts.push(['Ack Date', shopDateTime(registered.ackDate)])
  }
  if (ewayBill) {
    facts.push(['E-way bill No', ewayBill.number])
    facts.push(['E-way bill valid until', ewayBill.validUntil ? shopDateTime(ewayBill.validUntil) : 'Not given'])
  }
  const qrPng = registered?.signedQrCode ? await signedQrPng(registered.signedQrCode) : null
  return { facts, qrPng }
}
