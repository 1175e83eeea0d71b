import type { CollectionBeforeChangeHook } from 'payload'

import { idOf } from '../../contract/ids'
import { orderSearchText } from '../../services/for-collections'

/** Orders created through the collection (the admin, the Local API) get the search text the order service writes. */
export const indexOrderForSearch: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const customerId = idOf(data.customer)
  const buyer = customerId
    ? await req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true, req })
    : null
  data.searchText = orderSearchText(data, buyer)
  return data
}
