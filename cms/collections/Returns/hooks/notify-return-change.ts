import type { CollectionAfterChangeHook } from 'payload'

import type { Return } from '../../../payload-types'
import { notifyReturnInBackground } from '../../../services/for-collections'

/** Emails the buyer at each step of a return: when it is made and whenever its status moves. */
export const notifyReturnChange: CollectionAfterChangeHook<Return> = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create' || previousDoc?.status !== doc.status) notifyReturnInBackground(req, doc)
  return doc
}
