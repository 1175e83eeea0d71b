import { discountPreviewRequestSchema, discountPreviewResponseSchema } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /discount {code, cartTotal}`: the code's percent and amount, or 400 `Invalid discount code!`. */
export async function previewDiscount(code: string, cartTotal: number) {
  const body = discountPreviewRequestSchema.parse({ code, cartTotal })
  return shopApi.post('/discount', body, discountPreviewResponseSchema)
}
