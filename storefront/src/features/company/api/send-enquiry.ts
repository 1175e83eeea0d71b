import { useMutation } from '@tanstack/react-query'

import { enquiryRequestSchema, type EnquiryRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

/** `POST /enquiry`: the Contact Us form. */
export async function sendEnquiry(values: EnquiryRequest) {
  return shopApi.post<{ message?: string }>('/enquiry', enquiryRequestSchema.parse(values))
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry, meta: { errors: 'log' } })
}
