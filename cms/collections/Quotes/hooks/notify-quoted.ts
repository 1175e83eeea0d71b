import type { CollectionAfterChangeHook } from 'payload'

import type { Quote } from '../../../payload-types'
import { notifyQuotedInBackground } from '../../../services/for-collections'

/** Emails the buyer, in the background, when staff set a quote QUOTED. */
export const notifyQuoted: CollectionAfterChangeHook<Quote> = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status === 'QUOTED' && previousDoc?.status !== 'QUOTED') notifyQuotedInBackground(req, doc)
  return doc
}
