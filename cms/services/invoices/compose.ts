import { ToWords } from 'to-words'

import { gstStateName } from '../../contract/gst-states'
import type { Order, SiteSetting } from '../../payload-types'
import type { TaxDocumentData } from './document'

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } })

/** "One Lakh Twenty Thousand Rupees And Fifty Paise Only" (Indian numbering). */
export function amountInWords(paise: number): string {
  return words.convert(paise / 100)
}

/** The seller as documents show it, with the prefixes of the series the settings name. */
export type SellerIdentity = TaxDocumentData['seller'] & { prefixes: { invoice: string; creditNote: string } }

/** The seller's identity from the site settings, or the list of what is missing. */
export function sellerIdentity(settings: Pick<SiteSetting, 'taxIdentity'>): SellerIdentity | { missing: string[] } {
  const identity = settings.taxIdentity ?? {}
  const stateName = identity.stateCode ? gstStateName(identity.stateCode) : null
  const missing = [
    ['legal name', identity.legalName],
    ['GSTIN', identity.gstin],
    ['registered address', identity.registeredAddress],
    ['state', stateName],
    ['signatory', identity.signatory],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name as string)
  if (missing.length > 0) return { missing }
  return {
    name: identity.legalName!,
    address: identity.registeredAddress!,
    gstin: identity.gstin!,
    stateCode: identity.stateCode!,
    stateName: stateName!,
    signatory: identity.signatory!,
    prefixes: { invoice: identity.invoicePrefix ?? 'INV', creditNote: identity.creditNotePrefix ?? 'CN' },
  }
}

export function addressText(address: Order['address']): string {
  const a = address ?? {}
  return [a.doorNo, a.streetName, a.landMark, a.city, [a.state, a.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** What the invoice needs of each product: its HSN code and GST rate, as they are when the invoice is issued. */
export type ProductTax = { hsnCode: string | null; gstRate: number }
