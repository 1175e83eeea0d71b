/*
 * A product's regulatory data (Medical Device Rules 2017): the manufacturing licence, the risk class, sterility and
 * how it was reached, shelf life, storage, and the documents hospitals and tenders ask for (docs/decisions/032).
 * Its values, labels and texts, in a module without schemas: the product page shows them, and the schema modules
 * would bring the schema library into its download (docs/decisions/018). compliance.ts re-exports them.
 */

export const DEVICE_CLASSES = ['A', 'B', 'C', 'D'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

export const STERILISATION_METHODS = [
  { value: 'EO', label: 'Ethylene oxide (EO)' },
  { value: 'GAMMA', label: 'Gamma irradiation' },
  { value: 'STEAM', label: 'Steam' },
] as const
export type SterilisationMethod = (typeof STERILISATION_METHODS)[number]['value']

/** Kinds of product document; every kind but the IFU is a certificate and carries an expiry date. */
export const PRODUCT_DOCUMENT_KINDS = [
  { value: 'IFU', label: 'Instructions for use (IFU)' },
  { value: 'ISO_13485', label: 'ISO 13485 certificate' },
  { value: 'CE', label: 'CE certificate' },
  { value: 'OTHER_CERTIFICATE', label: 'Other certificate' },
] as const
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number]['value']

export const isCertificate = (kind: ProductDocumentKind | null | undefined): boolean => Boolean(kind) && kind !== 'IFU'

/** Product documents are PDFs of at most this size. */
export const MAX_PRODUCT_DOCUMENT_BYTES = 5 * 1024 * 1024

/** The admin dashboard warns catalogue editors of certificates expiring within this many days. */
export const CERTIFICATE_WARNING_DAYS = 30

export const sterilisationLabel = (method: SterilisationMethod): string =>
  STERILISATION_METHODS.find((entry) => entry.value === method)?.label ?? method
export const documentKindLabel = (kind: ProductDocumentKind): string =>
  PRODUCT_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? kind

/** "5 years", "18 months", "1 year". */
export function shelfLifeText(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`
  return months === 1 ? '1 month' : `${months} months`
}

/** What a product answer's `compliance` holds that decides whether there is anything to show. */
type ComplianceFacts = {
  licenceNumber: string | null
  deviceClass: string | null
  sterile: boolean
  shelfLifeMonths: number | null
  storageConditions: string | null
  documents: readonly unknown[]
}

/** True when the answer has anything to show under "Regulatory information". */
export const hasComplianceData = <T extends ComplianceFacts>(compliance: T | undefined): compliance is T =>
  Boolean(
    compliance &&
    (compliance.licenceNumber ||
      compliance.deviceClass ||
      compliance.sterile ||
      compliance.shelfLifeMonths ||
      compliance.storageConditions ||
      compliance.documents.length > 0),
  )
