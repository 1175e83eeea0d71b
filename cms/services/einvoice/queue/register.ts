import type { Payload, Where } from 'payload'

import { paiseToRupees } from '../../../contract/pricing'
import type { TaxDocument } from '../../../payload-types'
import type { TaxDocumentData } from '../../invoices/document'
import { IrpError, type FoundRegistration } from '../types'
import type { RegistrationPortal } from './portal'
import { reportingWindow } from '../../../lib/reporting-window'
import { pastReportingWindow } from './reporting-window'
import { storeRegistration, writeEInvoice } from './writes'

/** What became of one attempt, for the log and the tests. */
export type RegistrationOutcome = 'registered' | 'retry' | 'failed'

/** The longest wait between a document's attempts (or the queue's period, when that is longer). */
const LONGEST_BACK_OFF_MS = 2 * 60_000

/**
 * The wait before a document's next attempt after an outage: doubling from `baseMs` (the queue's period), at most two
 * minutes, so a document waits at most that long once the portal answers again. An outage costs the portal little:
 * a pass stops at its first unanswered call (work.ts).
 */
export const backOffMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), Math.max(baseMs, LONGEST_BACK_OFF_MS))

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`

/** Whether what the portal holds for our number is our document: the same buyer GSTIN and the same total. */
function mismatchOf(found: FoundRegistration, data: TaxDocumentData): string | null {
  if (found.buyerGstin === data.buyer.gstin && found.totalPaise === data.totals.grandTotal) return null
  return (
    `The portal already holds IRN ${found.irn} for ${data.number}, with buyer GSTIN ${found.buyerGstin} and total ` +
    `${rupees(found.totalPaise)}; this document has ${data.buyer.gstin ?? 'no GSTIN'} and ${rupees(data.totals.grandTotal)}. ` +
    'It was not taken as this document’s IRN.'
  )
}

/**
 * Tries once to register a claimed document with the portal and stores the answer. An outage keeps it pending for a
 * later attempt; a refusal marks it failed with the portal's code and text, for staff to see and retry. When the portal
 * says it holds the number already, or the call timed out (the IRN may exist), the registration the portal finds by
 * the document's number is taken only when its buyer GSTIN and total are ours. With the 30-day limit on, a document
 * past its 30 days is refused without asking the portal.
 */
export async function registerDocument(
  payload: Payload,
  document: TaxDocument,
  portal: RegistrationPortal,
  { now = new Date(), retryBaseMs, thirtyDayLimit = false }: { now?: Date; retryBaseMs: number; thirtyDayLimit?: boolean },
): Promise<RegistrationOutcome> {
  const data = document.data as TaxDocumentData
  const attempts = (document.eInvoice?.attempts ?? 0) + 1
  const pending: Where[] = [{ 'eInvoice.status': { equals: 'pending' } }]
  const fail = async (errorCode: string, errorMessage: string): Promise<RegistrationOutcome> => {
    await writeEInvoice(payload, document.id, pending, { status: 'failed', errorCode, errorMessage, attempts, nextAttemptAt: null })
    return 'failed'
  }
  const retryLater = async (error: IrpError): Promise<RegistrationOutcome> => {
    const nextAttemptAt = new Date(now.getTime() + backOffMs(attempts, retryBaseMs)).toISOString()
    await writeEInvoice(payload, document.id, pending, { errorCode: error.code, errorMessage: error.message, attempts, nextAttemptAt })
    return 'retry'
  }
  const accept = async (registration: FoundRegistration | Awaited<ReturnType<RegistrationPortal['register']>>) => {
    await storeRegistration(payload, document, registration)
    return 'registered' as const
  }

  if (thirtyDayLimit && reportingWindow(data.date, now).state === 'closed')
    return fail('30-day-limit', pastReportingWindow(data.number, data.date))
  try {
    return await accept(await portal.register(document))
  } catch (error) {
    if (!(error instanceof IrpError)) return fail('request', error instanceof Error ? error.message : String(error))
    if (error.kind === 'rejected') return fail(error.code, error.message)
    if (error.kind === 'unavailable' && error.code !== 'timeout') return retryLater(error)
    let found: FoundRegistration | null
    try {
      found = await portal.find(document)
    } catch (lookup) {
      if (lookup instanceof IrpError && lookup.kind === 'unavailable') return retryLater(lookup)
      return fail(lookup instanceof IrpError ? lookup.code : 'lookup', lookup instanceof Error ? lookup.message : String(lookup))
    }
    if (!found) {
      if (error.kind === 'unavailable') return retryLater(error)
      return fail(error.code, `${error.message} The portal did not find the registration by the document's number: ask the GSP.`)
    }
    const mismatch = mismatchOf(found, data)
    return mismatch ? fail('mismatch', mismatch) : accept(found)
  }
}
