import { ValidationError, type Payload } from 'payload'

import { idOf } from '../../contract/ids'
import type { Order, TaxDocument } from '../../payload-types'
import { eInvoiceStatusAtIssue, ewayBillAtIssue } from '../einvoice/queue/at-issue'
import { requestIrnCancellation } from '../einvoice/queue/cancel'
import { sellerIdentity, type ProductTax, type SellerIdentity } from './compose'
import type { TaxDocumentData } from './document'
import { composeCreditNote, composeReturnCreditNote, creditNoteKind, type ReturnedLine } from './kinds/credit-note'
import { challanValue, composeDeliveryChallan, deliveryChallanKind } from './kinds/delivery-challan'
import { composeInvoice, invoiceKind } from './kinds/invoice'
import { findTaxDocument } from './lookup'
import { issueNumbered } from './numbering'

/** A refusal the admin shows on the order's Status field (and the REST API as a 400 with that field). */
function refuse(message: string): ValidationError {
  return new ValidationError({ collection: 'orders', errors: [{ path: 'status', message }] })
}

async function seller(payload: Payload): Promise<SellerIdentity> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const identity = sellerIdentity(settings)
  if ('missing' in identity) {
    throw refuse(
      `The GST invoice cannot be issued: fill in the seller's ${identity.missing.join(', ')} under Settings → Site settings → Tax identity.`,
    )
  }
  return identity
}

async function productTaxes(payload: Payload, order: Order): Promise<Map<string, ProductTax>> {
  const ids = [...new Set((order.lines ?? []).map((line) => idOf(line.product)).filter(Boolean))] as string[]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { name: true, hsnCode: true, gstRate: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const taxes = new Map(docs.map((product) => [String(product.id), { hsnCode: product.hsnCode ?? null, gstRate: Number(product.gstRate) }]))
  const unrated = (order.lines ?? []).filter((line) => !Number.isFinite(taxes.get(String(line.product))?.gstRate))
  if (unrated.length > 0) {
    throw refuse(`The GST invoice cannot be issued: no GST rate for ${unrated.map((line) => line.name).join(', ')}.`)
  }
  return taxes
}

type Buyer = { name: string; termsDays: number | null }

/** The buyer's name and the account's credit terms as they are now (an invoice on account prints them). */
async function buyerOf(payload: Payload, order: Order): Promise<Buyer> {
  const customer =
    typeof order.customer === 'object'
      ? order.customer
      : await payload.findByID({
          collection: 'customers',
          id: order.customer,
          depth: 0,
          select: { name: true, credit: true },
          overrideAccess: true,
          disableErrors: true,
        })
  const termsDays = customer?.credit?.termsDays
  return { name: customer?.name ?? '', termsDays: typeof termsDays === 'number' ? termsDays : null }
}

/** Issues the order's GST invoice (once: a second call returns the first invoice). */
async function issueInvoice(payload: Payload, order: Order, at = new Date()): Promise<TaxDocument> {
  const [identity, products, buyer] = await Promise.all([seller(payload), productTaxes(payload, order), buyerOf(payload, order)])
  return issueNumbered(payload, {
    kind: 'invoice',
    prefix: invoiceKind.prefix(identity),
    orderId: order.id,
    at,
    compose: (number) =>
      composeInvoice({ order, seller: identity, buyerName: buyer.name, products, number, at, termsDays: buyer.termsDays }),
    eInvoiceStatus: eInvoiceStatusAtIssue,
  })
}

/** The invoice of the order whose returned goods `order` replaces; undefined when `order` is no replacement. */
async function replacedInvoice(payload: Payload, order: Order): Promise<TaxDocumentData | null | undefined> {
  if (order.total !== 0) return undefined
  const { docs } = await payload.find({
    collection: 'returns',
    where: { replacementOrder: { equals: order.id } },
    select: { order: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  if (!docs[0]) return undefined
  const replaced = await findTaxDocument(payload, String(docs[0].order), 'invoice')
  return (replaced?.data as TaxDocumentData | undefined) ?? null
}

/**
 * Issues the document goods ship with: the GST invoice of a sale, or the delivery challan of a replacement order,
 * which sells nothing (once: a second call returns the first document).
 */
export async function issueShippingDocument(payload: Payload, order: Order, at = new Date()): Promise<TaxDocument> {
  const replaced = await replacedInvoice(payload, order)
  if (replaced === undefined) return issueInvoice(payload, order, at)
  const [identity, products, buyer] = await Promise.all([seller(payload), productTaxes(payload, order), buyerOf(payload, order)])
  return issueNumbered(payload, {
    kind: 'delivery-challan',
    prefix: deliveryChallanKind.prefix(identity),
    orderId: order.id,
    at,
    compose: (number) => composeDeliveryChallan({ order, seller: identity, buyerName: buyer.name, products, number, at, replaced }),
    ewayBillRequested: ewayBillAtIssue(order),
  })
}

/**
 * The value of the goods the order ships (paise), which decides whether they move with an e-way bill: its total, tax
 * included, or for a replacement order the value its delivery challan states.
 */
export async function consignmentValue(payload: Payload, order: Order): Promise<number> {
  const replaced = await replacedInvoice(payload, order)
  if (replaced === undefined) return order.total
  return challanValue(
    replaced,
    (order.lines ?? []).map((line) => ({ code: line.code ?? '', quantity: line.quantity })),
  )
}

/**
 * Issues the credit note of a cancelled order that was invoiced; null when it never was. When the invoice's IRN is
 * less than 24 hours old, the portal is asked to cancel it and the credit note needs no IRN of its own; otherwise the
 * credit note is queued for one like any other.
 */
export async function issueCreditNote(payload: Payload, order: Order, at = new Date()): Promise<TaxDocument | null> {
  const invoice = await findTaxDocument(payload, order.id, 'invoice')
  if (!invoice) return null
  const identity = await seller(payload)
  const irnCancelled = await requestIrnCancellation(payload, invoice, at)
  return issueNumbered(payload, {
    kind: 'credit-note',
    prefix: creditNoteKind.prefix(identity),
    orderId: order.id,
    at,
    compose: (number) => composeCreditNote(invoice.data as TaxDocumentData, number, at),
    eInvoiceStatus: irnCancelled ? () => 'not-required' : eInvoiceStatusAtIssue,
  })
}

/** Issues the credit note of a refunded return (once per return); null when the order was never invoiced. */
export async function issueReturnCreditNote(
  payload: Payload,
  order: Order,
  returnId: string,
  returned: readonly ReturnedLine[],
  at = new Date(),
): Promise<TaxDocument | null> {
  const invoice = await findTaxDocument(payload, order.id, 'invoice')
  if (!invoice) return null
  const identity = await seller(payload)
  return issueNumbered(payload, {
    kind: 'credit-note',
    prefix: creditNoteKind.prefix(identity),
    orderId: order.id,
    returnId,
    at,
    compose: (number) => composeReturnCreditNote(invoice.data as TaxDocumentData, returned, number, at),
    eInvoiceStatus: eInvoiceStatusAtIssue,
  })
}
