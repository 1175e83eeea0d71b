import { orderCreateRequestSchema } from '../../contract/orders'
import type { Customer } from '../../payload-types'
import { orderOrRequest } from '../../services/companies/approval-requests'
import { membershipOf } from '../../services/companies/membership'
import { ordersSeenBy } from '../../services/companies/orders-seen'
import { limitedToLocations, locationsOf } from '../../services/companies/ship-to'
import { checkoutDefaults, myOrders } from '../../services/orders'
import { json, notFound, readJson, requireCustomer, route } from '../http'

export const orderRoutes = [
  /** `GET /checkout/defaults` → `{data: CheckoutDefaults}`: the address, payment type and invoice details checkout starts with. */
  route('get', '/checkout/defaults', async (req) => {
    const customer = requireCustomer(req) as Customer
    const membership = await membershipOf(req, String(customer.id))
    const ordering = membership
      ? {
          company: membership.company,
          locations: locationsOf(membership).map((location) => ({ id: location.id ?? '', name: location.name })),
          only: limitedToLocations(membership),
        }
      : undefined
    return json({ data: await checkoutDefaults(req, customer, ordering) })
  }),
  /**
   * `POST /order/create` → 201 `{orderId, totalAmount, paymentType}`; 409 when the amount or the cart's state disagrees.
   * A company member's order a company rule holds back → 202 `{requestId, status: 'AWAITING_APPROVAL', …}`.
   */
  route('post', '/order/create', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, orderCreateRequestSchema)
    const { status, body: answer } = await orderOrRequest(req, customer, body)
    return json(answer, status)
  }),
  /** `GET /order/getMyOrder` → `{data: {orders}}`, newest first: the buyer's own, and their company's when they see them. */
  route('get', '/order/getMyOrder', async (req) => {
    const customer = requireCustomer(req)
    const customerId = String(customer.id)
    return json({ data: { orders: await myOrders(req, customerId, await ordersSeenBy(req, customerId)) } })
  }),
  /** `GET /order/getMyOrder/:orderId` → `{data: Order}`; someone else's or an unknown order is a 404. */
  route('get', '/order/getMyOrder/:orderId', async (req) => {
    const customer = requireCustomer(req)
    const orderId = String(req.routeParams?.orderId ?? '')
    const customerId = String(customer.id)
    const [order] =
      orderId.length > 0 && orderId.length <= 64 ? await myOrders(req, customerId, await ordersSeenBy(req, customerId), orderId) : []
    if (!order) throw notFound('Order not found')
    return json({ data: order })
  }),
]
