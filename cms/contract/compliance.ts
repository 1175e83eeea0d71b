import { z } from 'zod'

import {
  DEVICE_CLASSES,
  PRODUCT_DOCUMENT_KINDS,
  STERILISATION_METHODS,
  type ProductDocumentKind,
  type SterilisationMethod,
} from './compliance-labels'

/** The schemas of a product's regulatory data in answers; its values, labels and texts: compliance-labels.ts. */
export * from './compliance-labels'

const STERILISATION_VALUES = STERILISATION_METHODS.map((method) => method.value) as [SterilisationMethod, ...SterilisationMethod[]]
const DOCUMENT_KIND_VALUES = PRODUCT_DOCUMENT_KINDS.map((kind) => kind.value) as [ProductDocumentKind, ...ProductDocumentKind[]]

export const productDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KIND_VALUES),
  title: z.string(),
  /** Where the PDF is downloaded (same origin). */
  url: z.string(),
  /** Bytes of the file. */
  size: z.number().nullable(),
  /** A certificate's last valid day, `YYYY-MM-DD`; null for an IFU. */
  expiresOn: z.string().nullable(),
})
export type ProductDocument = z.infer<typeof productDocumentSchema>

/** In a product answer as `compliance`: every field null (or false, or empty) when staff have not filled it. */
export const complianceSchema = z.object({
  licenceNumber: z.string().nullable(),
  deviceClass: z.enum(DEVICE_CLASSES).nullable(),
  sterile: z.boolean(),
  /** Only for a sterile product. */
  sterilisationMethod: z.enum(STERILISATION_VALUES).nullable(),
  shelfLifeMonths: z.number().int().nullable(),
  storageConditions: z.string().nullable(),
  documents: z.array(productDocumentSchema),
})
export type Compliance = z.infer<typeof complianceSchema>
