import { type codesResponseSchema, MAX_CODES_PER_REQUEST, type ResolvedCode } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'

/**
 * `POST /product/codes`: today's product, size and price of each catalogue code, by the code as given. Codes are
 * sent once each, 500 per call; a code missing from the answer is unknown.
 */
export async function resolveCodes(codes: readonly string[], signal?: AbortSignal): Promise<Map<string, ResolvedCode>> {
  const unique = [...new Set(codes.map((code) => code.trim()).filter(Boolean))]
  const batches: string[][] = []
  for (let start = 0; start < unique.length; start += MAX_CODES_PER_REQUEST)
    batches.push(unique.slice(start, start + MAX_CODES_PER_REQUEST))
  const answers = await Promise.all(
    // Signed in, at the buyer's prices.
    batches.map((batch) => shopApi.post<AnswerOf<typeof codesResponseSchema>>('/product/codes', { codes: batch }, { signal, auth: true })),
  )
  return new Map(answers.flatMap((answer) => answer.data.map((entry) => [entry.code, entry] as const)))
}
