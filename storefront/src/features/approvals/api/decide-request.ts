import { type approveResponseSchema, type rejectResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

const path = (requestId: string, decision: 'approve' | 'reject') => `/company/requests/${encodeURIComponent(requestId)}/${decision}`

/** `POST /company/requests/{id}/approve` (bearer): the order is placed for the buyer at today's prices. */
export function approveRequest(requestId: string) {
  return shopApi.post<AnswerOf<typeof approveResponseSchema>>(path(requestId, 'approve'), {}, { auth: true })
}

/** `POST /company/requests/{id}/reject { reason }` (bearer): the buyer is emailed the reason. */
export function rejectRequest(requestId: string, reason: string) {
  return shopApi.post<AnswerOf<typeof rejectResponseSchema>>(path(requestId, 'reject'), { reason }, { auth: true })
}
