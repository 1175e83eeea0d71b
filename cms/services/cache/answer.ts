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
 * A 200 JSON answer from the cache, or 304 when the browser already holds it. `no-cache` makes browsers ask every
 * time, so a staff edit shows on the next request, while an unchanged answer costs only the headers.
 */
export function answerResponse(req: { headers: Headers }, answer: CachedAnswer): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': 'no-cache', 'Content-Type': 'application/json' }
  const presented = req.headers.get('if-none-match')
  if (presented && presented.split(',').some((tag) => tag.trim() === answer.etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(answer.text, { status: 200, headers })
}
