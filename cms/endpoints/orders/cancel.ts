import { orderCancelRequestSchema } from '../../contract/after-sale'
import { cancelByBuyer } from '../../services/after-sale/cancel-order'
import { json, readJson, requireCustomer, route } from '../http'
import type { Customer } from '../../payload-types'

export const cancelRoutes = [
  /** `POST /order/cancel {orderId, reason}` → 200; 409 with the policy's words once shipped or past the window. */
  route('post', '/order/cancel', async (req) => {
    const customer = requireCustomer(req) as Customer
    const body = await readJson(req, orderCancelRequestSchema)
    return json(await cancelByBuyer(req, customer, body))
  }),
]
