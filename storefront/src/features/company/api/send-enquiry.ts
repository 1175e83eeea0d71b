import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'

import { enquiryRequestSchema, type EnquiryRequest } from '@contract'

import { shopApi } from '@/lib/api-client'

const enquiryResponseSchema = z.object({ message: z.string().optional() })

/** `POST /enquiry`: the Contact Us form. */
export async function sendEnquiry(values: EnquiryRequest) {
  return shopApi.post('/enquiry', enquiryRequestSchema.parse(values), enquiryResponseSchema)
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry, meta: { errors: 'log' } })
}
