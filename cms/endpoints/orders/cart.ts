import { cartCreateRequestSchema } from '../../contract/orders'
import { createCart } from '../../services/orders'
import { json, readJson, requireCustomer, route } from '../http'

/** `POST /cart/create {products}` → `{cartId, subtotal}` (rupees), every line priced from the catalogue. */
export const cartRoutes = [
  route('post', '/cart/create', async (req) => {
    const customer = requireCustomer(req)
    const body = await readJson(req, cartCreateRequestSchema)
    return json(await createCart(req, customer, body.products), 201)
  }),
]
