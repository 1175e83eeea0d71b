import { MSG } from '../../contract/messages'
import { discountPreviewRequestSchema } from '../../contract/orders'
import { paiseToRupees, rupeesToPaise } from '../../contract/pricing'
import { applyDiscount } from '../../services/orders'
import { rateLimit } from '../../services/rate-limit'
import { badRequest, json, readJson, route } from '../http'

/**
 * `POST /discount {code, cartTotal}` → `{code, percent, amount}`: the discount the cart page shows before ordering
 * (cartTotal and amount in rupees; the order itself is priced again on the server). Unknown or expired → 400.
 */
export const discountRoutes = [
  route('post', '/discount', async (req) => {
    // Checks per address are limited: codes cannot be guessed by trying many.
    await rateLimit(req, 'discount')
    const body = await readJson(req, discountPreviewRequestSchema)
    const discount = await applyDiscount(req.payload, body.code, rupeesToPaise(body.cartTotal))
    if (!discount) throw badRequest(MSG.discount.invalid, [{ field: 'code', message: MSG.discount.invalid }])
    return json({ code: discount.code, percent: discount.percent, amount: paiseToRupees(discount.amount) })
  }),
]
