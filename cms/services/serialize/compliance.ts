import type { Compliance, ProductDocument as DocumentAnswer } from '../../contract/compliance'
import { idOf } from '../../contract/ids'
import { shopDay } from '../../lib/shop-time'
import type { Product, ProductDocument } from '../../payload-types'

type DocumentRef = string | ProductDocument | null | undefined

/** A certificate's last valid day as the shop's calendar has it (the admin stores a day as an instant). */
const expiryDay = (expiresOn: string | null | undefined): string | null => (expiresOn ? shopDay(new Date(expiresOn)) : null)

/** A linked document as the shop API gives it; a link whose document was deleted (no longer populated) is left out. */
function toDocument(value: DocumentRef): DocumentAnswer | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    kind: value.kind,
    title: value.title,
    url: value.url,
    size: value.filesize ?? null,
    expiresOn: value.kind === 'IFU' ? null : expiryDay(value.expiresOn),
  }
}

/** The product's regulatory data as the shop API names it; expects depth 1 (its documents populated). */
export function toCompliance(compliance: Product['compliance']): Compliance {
  const sterile = Boolean(compliance?.sterile)
  return {
    licenceNumber: compliance?.licenceNumber || null,
    deviceClass: compliance?.deviceClass ?? null,
    sterile,
    sterilisationMethod: sterile ? (compliance?.sterilisationMethod ?? null) : null,
    shelfLifeMonths: compliance?.shelfLifeMonths ?? null,
    storageConditions: compliance?.storageConditions || null,
    documents: (compliance?.documents ?? []).map(toDocument).filter((document) => document !== null),
  }
}

/** The ids of the documents a product links to: a changed document is read again with its products. */
export const documentIds = (compliance: Product['compliance']): string[] =>
  (compliance?.documents ?? []).map((value) => idOf(value)).filter((id) => id !== null)
