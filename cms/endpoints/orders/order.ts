import { orderCreateRequestSchema } from '../../contract/orders'
import { myOrders, placeOrder } from '../../services/orders'
import { json, readJson, requireCustomer, route } from '../http'

export const orderRoutes = [
  /** `POST /order/create` → `{orderId, totalAmount, paymentType}`; 409 when the amount or the cart's state disagrees. */
  route('post', '/order/create', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, orderCreateRequestSchema)
    return json(await placeOrder(req, customer, body), 201)
  }),
  /** `GET /order/getMyOrder` → `{data: {orders}}`, newest first. */
  route('get', '/order/getMyOrder', async (req) => {
    const customer = requireCustomer(req)
    return json({ data: { orders: await myOrders(req, customer.id as string) } })
  }),
]
