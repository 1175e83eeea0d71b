import { getPayload, type Payload, type SanitizedConfig } from 'payload'

import { HttpError, forbidden, notFound } from '../../lib/http-errors'
import { rateLimit, type RateLimitBucket } from '../../services/rate-limit'
import { json } from '../http'
import { bodyLimitFor, withBodyLimit } from './body-limit'
import { checkCredentialChange, endOtherSessions } from './credential-change'
import { checkQueryCaps } from './query-caps'
import { checkQueryShapes } from './query-shapes'
import { queryAddressOf } from './method-override'
import { guardStaffLogin } from './staff-login'
import { claimedCollection } from './token'

/**
 * Payload's generic REST API (`/api/<collection>/…`) is the admin's API. Customers use only the shop API
 * (`/api/shop`), which applies the shop's rules and limits; here they are refused. docs/decisions/011.
 */
type RouteContext = { params: Promise<{ slug: string[] }> }
export type RestHandler = (request: Request, context: RouteContext) => Promise<Response>

/** Auth operations of the customers collection: the shop API has its own login, password reset and session calls. */
const CUSTOMER_AUTH_OPERATIONS = new Set([
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'verify',
  'first-register',
  'init',
  'me',
])

/** Staff auth calls of the admin and the per-IP bucket each one counts against. */
const STAFF_LIMITED = new Map<string, RateLimitBucket>([
  ['login', 'staffLogin'],
  ['forgot-password', 'staffPassword'],
  ['reset-password', 'staffPassword'],
  ['unlock', 'staffPassword'],
])

/** Routes Payload or its Next.js adapter add that nothing in the shop or the admin uses. */
const CLOSED_ROOTS = new Set(['graphql', 'graphql-playground', 'og'])

function segmentsOf(url: URL): string[] {
  return url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
}

/** Refuses what this API never serves to the caller; throws the answer, or returns when Payload may handle it. */
async function screen(
  request: Request,
  [root, operation]: string[],
  claimed: string | null,
  payload: () => Promise<Payload>,
  config: Promise<SanitizedConfig>,
): Promise<void> {
  if (CLOSED_ROOTS.has(root ?? '')) throw notFound()
  // Payload answers the versions of a collection that keeps none with a 500.
  if (operation === 'versions' && !(await config).collections.find((collection) => collection.slug === root)?.versions) throw notFound()
  if (claimed === 'customers') throw forbidden('Customer accounts use the shop API')
  if (root === 'customers' && CUSTOMER_AUTH_OPERATIONS.has(operation ?? '')) throw notFound()
  // Payload's own collections (document locks, admin preferences, migrations, jobs) belong to the admin.
  if (root?.startsWith('payload-') && claimed !== 'users') throw forbidden()
  const bucket = root === 'users' && operation !== undefined ? STAFF_LIMITED.get(operation) : undefined
  if (bucket && request.method === 'POST') await rateLimit({ headers: request.headers, payload: await payload() }, bucket)
}

/**
 * Refuses a query Payload would fail on, wherever it comes from: the address, or the body of a method override
 * (method-override.ts), which is checked exactly as an address's query.
 */
async function checkQuery(
  request: Request,
  [root, operation]: string[],
  claimed: string | null,
  config: Promise<SanitizedConfig>,
): Promise<void> {
  const url = await queryAddressOf(request)
  checkQueryCaps(url, claimed === 'users')
  const { collections } = await config
  const fieldsOf = (slug: string) => collections.find((collection) => collection.slug === slug)?.flattenedFields
  checkQueryShapes(url, root === 'globals' ? undefined : root, fieldsOf, operation === 'versions')
}

/** Wraps one of Payload's REST route handlers (`REST_GET(config)` …) with the gate and the body limit. */
export function guardRest(handler: RestHandler, config: Promise<SanitizedConfig>): RestHandler {
  const payload = () => getPayload({ config })
  return async (request, context) => {
    try {
      const segments = segmentsOf(new URL(request.url))
      // The shop API shares this route under `next dev`; it applies its own rules (cms/endpoints/http.ts).
      if (segments[0] === 'shop') return await handler(request, context)
      const claimed = claimedCollection(request)
      await screen(request, segments, claimed, payload, config)
      const limited = await withBodyLimit(request, bodyLimitFor(request))
      await checkQuery(limited, segments, claimed, config)
      const isStaffLogin = request.method === 'POST' && segments[0] === 'users' && segments[1] === 'login'
      const credentialChange = await checkCredentialChange(limited, segments, payload)
      const response = await (isStaffLogin
        ? guardStaffLogin({ headers: limited.headers, payload: await payload() }, limited, () => handler(limited, context))
        : handler(limited, context))
      if (credentialChange && response.ok) await endOtherSessions(await payload(), credentialChange)
      // Payload answers a file that is not on disk (`/api/media/file/<name>`) with a 500, and a method or path no
      // endpoint takes with a 501: for the client both are addresses that do not exist.
      if (response.status === 500 && segments[1] === 'file' && request.method === 'GET') throw notFound()
      if (response.status === 501) throw notFound()
      return response
    } catch (error) {
      if (error instanceof HttpError) return json(error.body, error.status, error.headers)
      throw error
    }
  }
}
