import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { readableId } from '../../../lib/readable-id'

/** Quote references read like order ids with their own prefix: NQ-261125-7KQ2. */
const QUOTE_ID_PREFIX = 'NQ'
const QUOTE_ID_LENGTH = 4
/** Tries before giving up: four random characters make a clash within a day one in a million per pair. */
const ATTEMPTS = 5

/**
 * A new quote gets its reference, one not used yet (whatever a request sent); the unique index guards the rare race
 * between two requests.
 */
export const assignQuoteId: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const candidate = readableId(QUOTE_ID_PREFIX, QUOTE_ID_LENGTH)
    const taken = await req.payload.count({ collection: 'quotes', where: { quoteId: { equals: candidate } }, req })
    if (taken.totalDocs === 0) return { ...data, quoteId: candidate }
  }
  throw new APIError('Please try again in a moment', 503, undefined, true)
}
