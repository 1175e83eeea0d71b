import { discountPreviewRequestSchema, type discountPreviewResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/** `POST /discount {code, cartTotal}`: the code's percent and amount, or 400 `Invalid discount code!`. */
export async function previewDiscount(code: string, cartTotal: number) {
  const body = discountPreviewRequestSchema.parse({ code, cartTotal })
  return shopApi.post<AnswerOf<typeof discountPreviewResponseSchema>>('/discount', body)
}
