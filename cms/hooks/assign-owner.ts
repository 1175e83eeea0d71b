import type { CollectionBeforeValidateHook } from 'payload'

import { isCustomer } from '../access/roles'

/** A customer always creates documents for themself, whatever the request says. */
export const assignOwner: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (data && operation === 'create' && isCustomer(req.user)) {
    data.customer = req.user!.id
  }
  return data
}
