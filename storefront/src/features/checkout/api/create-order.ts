import {
  amountMismatchResponseSchema,
  orderCreateRequestSchema,
  type AwaitingApprovalResponse,
  type orderCreateResponseSchema,
  type OrderCreateRequest,
} from '@contract'

import { type AnswerOf, ApiError, shopApi } from '@/lib/api-client'

/** The server's own total, when it differs from the amount the buyer saw (409). */
export class PriceChangedError extends Error {
  constructor(readonly serverAmount: number) {
    super('The total has changed')
    this.name = 'PriceChangedError'
  }
}

/**
 * `POST /order/create` (bearer): the order placed, or (202) the request a company rule holds for approval. A 409 means
 * a price changed: it becomes a PriceChangedError with the new total.
 */
export async function createOrder(values: OrderCreateRequest) {
  const body = orderCreateRequestSchema.parse(values)
  try {
    return await shopApi.post<AnswerOf<typeof orderCreateResponseSchema> | AwaitingApprovalResponse>('/order/create', body, { auth: true })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const mismatch = amountMismatchResponseSchema.safeParse(error.body)
      if (mismatch.success) throw new PriceChangedError(mismatch.data.orderAmount)
    }
    throw error
  }
}
