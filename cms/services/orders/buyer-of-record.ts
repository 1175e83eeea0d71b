import type { Customer } from '../../payload-types'

export type BuyerOfRecord = { gstin: string | null; businessName: string | null }

/**
 * The one GST registration a buyer has on record: a verified business account's GSTIN and organisation, else the
 * GSTIN of the profile (without a business name). Orders and invoices carry it unless the order names another.
 */
export function buyerOfRecord(customer: Pick<Customer, 'gstin' | 'business'>): BuyerOfRecord {
  const business = customer.business
  if (business?.verified === true && business.gstin) return { gstin: business.gstin, businessName: business.organisation ?? null }
  return { gstin: customer.gstin ?? null, businessName: null }
}

/**
 * Whom an order's tax invoice bills: the GSTIN given for this order, else the buyer's GSTIN of record; a verified
 * business's name comes with its own GSTIN unless another name was given.
 */
export function invoicedTo(customer: Pick<Customer, 'gstin' | 'business'>, given: BuyerOfRecord): BuyerOfRecord {
  const record = buyerOfRecord(customer)
  const gstin = given.gstin ?? record.gstin
  return { gstin, businessName: given.businessName ?? (gstin !== null && gstin === record.gstin ? record.businessName : null) }
}
