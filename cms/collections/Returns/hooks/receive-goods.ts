import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Return } from '../../../payload-types'
import { receiveReturnedGoods, ReturnedGoodsRefused } from '../../../services/for-collections'

/**
 * On the move to RECEIVED, what happens to each line's goods (back to stock, quarantine, write-off) is required for
 * products that track stock and recorded in the ledger under the return's id; the choice is fixed from then on.
 */
export const receiveGoods: CollectionBeforeChangeHook<Return> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (data.status !== 'RECEIVED' || originalDoc.status === 'RECEIVED') {
    data.goods = originalDoc.goods
    return data
  }
  try {
    data.goods = await receiveReturnedGoods(req, originalDoc, data.goods ?? [])
  } catch (error) {
    if (!(error instanceof ReturnedGoodsRefused)) throw error
    throw new ValidationError({ collection: 'returns', errors: error.problems })
  }
  return data
}
