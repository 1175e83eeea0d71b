import { cartCreateRequestSchema } from '../../contract/orders'
import { createCart } from '../../services/orders'
import { cartLinesWithAvailability } from '../../services/stock/availability-answers'
import { json, readJson, requireCustomer, route } from '../http'

/**
 * `POST /cart/create {products}` → `{cartId, subtotal, lines}`: every line priced from the catalogue (subtotal in
 * rupees); `lines` give each requested line's code and availability, in the request's order, from this process's memory.
 */
export const cartRoutes = [
  route('post', '/cart/create', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, cartCreateRequestSchema)
    const cart = await createCart(req, customer, body.products)
    return json({ ...cart, lines: await cartLinesWithAvailability(req.payload, body.products) }, 201)
  }),
]
