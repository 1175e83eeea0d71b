import type { Endpoint } from 'payload'

import { notFound, route } from '../http'

// Not OPTIONS: Payload answers CORS preflight requests itself when no endpoint claims them.
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const

/**
 * A JSON 404 for any /api/shop path no other shop endpoint answered. Payload tries endpoints in order, so these
 * must be registered after every other shop endpoint (cms/endpoints/index.ts puts them last).
 */
export const shopNotFoundEndpoints: Endpoint[] = METHODS.map((method) =>
  route(method, '/:rest*', async () => {
    throw notFound('No such shop API call')
  }),
)
