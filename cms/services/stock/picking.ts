import type { PayloadRequest } from 'payload'

import { pickLots } from '../../contract/picking'
import type { PickSuggestion } from '../../contract/stock'
import { shopDay } from '../../lib/shop-time'
import type { Order } from '../../payload-types'
import { orderStock } from './order-stock'

/**
 * The lots to pick for each line of an order, first expiry first, from what the main warehouse holds for it, keeping
 * the buyer's minimum shelf life; lines of products that do not track stock answer `{ tracked: false }`.
 */
export async function pickForOrder(req: PayloadRequest, order: Order): Promise<PickSuggestion> {
  const stock = await orderStock(req, order)
  const today = shopDay(new Date())
  const takenByCode = new Map<string, Map<string, number>>()
  const lines = (order.lines ?? []).map((line): PickSuggestion['lines'][number] => {
    const code = line.code ?? ''
    if (!stock.trackedCodes.has(code)) return { code, quantity: line.quantity, tracked: false }
    const taken = takenByCode.get(code) ?? new Map<string, number>()
    takenByCode.set(code, taken)
    const picked = pickLots(stock.lotsByCode.get(code) ?? [], line.quantity, stock.minimum, today, taken)
    return { code, quantity: line.quantity, tracked: true, ...picked }
  })
  return { orderId: order.orderId ?? '', minimumShelfLife: stock.minimum, lines }
}
