import type { ReturnCreateRequest, returnCreateResponseSchema } from '@contract'

import { env } from '@/config/env'
import { type AnswerOf, failedCall, shopApi } from '@/lib/api-client'
import { readSession } from '@/lib/session'

type Created = AnswerOf<typeof returnCreateResponseSchema>

/**
 * `POST /return/create` (bearer): JSON without photos; with photos, multipart with the request as `data` beside the
 * `photos` files (the JSON client cannot send files).
 */
export async function createReturn(body: ReturnCreateRequest, photos: readonly File[]): Promise<Created> {
  if (photos.length === 0) return shopApi.post<Created>('/return/create', body, { auth: true })
  const form = new FormData()
  form.set('data', JSON.stringify(body))
  for (const photo of photos) form.append('photos', photo, photo.name)
  const token = readSession()?.token
  const response = await fetch(`${env.shopApiBase}/return/create`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  })
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) throw failedCall(response.status, payload, { token })
  return payload as Created
}
