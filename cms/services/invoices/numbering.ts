import { ValidationError, type Payload } from 'payload'

import type { TaxDocumentKind } from '../../contract/tax-document-kinds'
import type { TaxDocument } from '../../payload-types'
import { documentKey } from './document-key'
import { financialYearOf } from './financial-year'

const SEQUENCE_DIGITS = 6
const MAX_ATTEMPTS = 200

/** `NS/26-27/000123`: prefix (at most 3 characters), financial year, six-digit serial; at most 16 characters. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`
}

function uniqueViolation(error: unknown, path: string): boolean {
  return error instanceof ValidationError && (error.data?.errors ?? []).some((entry: { path?: string }) => entry.path === path)
}

async function lastSequence(payload: Payload, series: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { series: { equals: series } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { sequence: true },
    overrideAccess: true,
  })
  return docs[0]?.sequence ?? 0
}

export type NumberedDocument = {
  kind: TaxDocumentKind
  prefix: string
  orderId: string
  at: Date
  /** The return it is issued for (a return's credit note: one per return); none for the order's own document. */
  returnId?: string
  /** The frozen content of the document, given its number. */
  compose: (number: string) => Record<string, unknown>
  /** Whether the document waits in the e-invoice queue (`pending`) or needs no IRN; not required unless said. */
  eInvoiceStatus?: (data: Record<string, unknown>) => 'pending' | 'not-required'
  /** Whether the document's e-way bill is asked for as it is issued (a delivery challan moving with Part B). */
  ewayBillRequested?: boolean
}

/**
 * Gives the document the next number of its series and writes it, in one insert: the document row is its own counter
 * (the series' highest sequence + 1, the unique `number` index deciding between racing writers). A number therefore
 * exists only as a written document, so a failed write leaves no gap, and the series restarts with each financial
 * year. When the order already has a document of this kind, that one is returned (a repeated or retried save).
 */
export async function issueNumbered(payload: Payload, input: NumberedDocument): Promise<TaxDocument> {
  const financialYear = financialYearOf(input.at)
  const series = `${input.kind}:${input.prefix}/${financialYear}`
  const orderKind = documentKey(input.orderId, input.kind, input.returnId)
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const sequence = (await lastSequence(payload, series)) + 1
    const number = documentNumber(input.prefix, financialYear, sequence)
    const data = input.compose(number)
    try {
      return await payload.create({
        collection: 'tax-documents',
        data: {
          number,
          kind: input.kind,
          series,
          sequence,
          order: input.orderId,
          orderKind,
          issuedAt: input.at.toISOString(),
          data,
          eInvoice: {
            status: input.eInvoiceStatus?.(data) ?? 'not-required',
            ...(input.ewayBillRequested ? { ewayBill: { requestedAt: input.at.toISOString() } } : {}),
          },
        },
        depth: 0,
        overrideAccess: true,
      })
    } catch (error) {
      if (uniqueViolation(error, 'orderKind')) {
        const existing = await payload.find({
          collection: 'tax-documents',
          where: { orderKind: { equals: orderKind } },
          depth: 0,
          limit: 1,
          overrideAccess: true,
        })
        if (existing.docs[0]) return existing.docs[0]
      }
      if (!uniqueViolation(error, 'number')) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt + 1, 10)))
    }
  }
  throw new Error(`Could not number a ${input.kind} in series ${series} after ${MAX_ATTEMPTS} attempts`)
}
