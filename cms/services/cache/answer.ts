import { createHash } from 'node:crypto'

import { cached, type CacheTag } from './index'

export type CachedAnswer = { text: string; etag: string }

/** Serialises an answer once: later hits send the same bytes, without rebuilding or re-stringifying. */
export function cachedAnswer(key: string, tags: readonly CacheTag[], load: () => Promise<unknown>): Promise<CachedAnswer> {
  return cached(key, tags, async () => {
    const text = JSON.stringify(await load())
    return { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` }
  })
}

/**
 * The status and headers of a cached answer: 304 when the client presents its ETag in `If-None-Match`, 200 otherwise.
 * `no-cache` makes browsers ask every time, so a staff edit shows on the next request, while an unchanged answer costs
 * only the headers. Both the endpoints (`answerResponse`) and the production server's fast path send these.
 */
export function revalidated(
  answer: CachedAnswer,
  ifNoneMatch: string | null | undefined,
): {
  status: 200 | 304
  headers: { ETag: string; 'Cache-Control': string; 'Content-Type': string }
} {
  const headers = { ETag: answer.etag, 'Cache-Control': 'no-cache', 'Content-Type': 'application/json' }
  const held = ifNoneMatch ? ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag) : false
  return { status: held ? 304 : 200, headers }
}

/** A cached answer as a Web `Response` (the endpoints' way of answering). */
export function answerResponse(req: { headers: Headers }, answer: CachedAnswer): Response {
  const { status, headers } = revalidated(answer, req.headers.get('if-none-match'))
  return new Response(status === 304 ? null : answer.text, { status, headers })
}
