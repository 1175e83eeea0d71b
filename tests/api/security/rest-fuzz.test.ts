import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, registerCustomer, request, staffToken } from '../../helpers/api'

/**
 * Hostile paths, query parameters and bodies sent to Payload's REST API (every collection, global and auth call),
 * with and without tokens: the server may refuse, but never with a 5xx.
 */
const ROOTS = [
  'users',
  'customers',
  'categories',
  'products',
  'media',
  'posts',
  'post-categories',
  'post-tags',
  'addresses',
  'carts',
  'orders',
  'discount-codes',
  'enquiries',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'globals',
  'access',
  'graphql',
  'og',
]
const OPERATIONS = [
  '',
  'login',
  'logout',
  'me',
  'init',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'count',
  'versions',
  'file',
]

const segment = fc.oneof(
  fc.constantFrom(
    ...OPERATIONS,
    'site-settings',
    'home-content',
    '00000000-0000-0000-0000-000000000000',
    '%',
    '%E0%A4%A',
    '..',
    '%2e%2e',
    '%00',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map((value) => encodeURIComponent(value)),
)
const param = fc.tuple(
  fc.constantFrom(
    'depth',
    'limit',
    'page',
    'sort',
    'where[name][equals]',
    'where[or][0][id][in]',
    'where[x][like]',
    'where[updatedAt][greater_than]',
    'where[images][all]',
    'where',
    'data',
    'select[name]',
    'populate',
    'draft',
    'locale',
    'trash',
  ),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('-1', '1e309', '99999999999999999999', 'true', '%', '')),
)
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .dictionary(
      fc.constantFrom('email', 'password', 'name', 'roles', 'total', 'status', 'value', 'customer', '__proto__', 'id'),
      fc.jsonValue(),
      { maxKeys: 5 },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 100 }),
)
type Auth = 'none' | 'customer' | 'staff' | 'garbage'

describe('arbitrary calls to Payload REST', () => {
  const tokens: Record<Auth, string | undefined> = {
    none: undefined,
    customer: undefined,
    staff: undefined,
    garbage: 'eyJhbGciOiJIUzI1NiJ9.eyJjb2xsZWN0aW9uIjoidXNlcnMifQ.x',
  }

  beforeAll(async () => {
    tokens.customer = (await registerCustomer()).token
    tokens.staff = await staffToken('editor')
  })

  it.each(['GET', 'POST', 'PATCH', 'DELETE'])('%s never answers 5xx', async (method) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROOTS),
        fc.array(segment, { maxLength: 3 }),
        fc.array(param, { maxLength: 4 }),
        body,
        // Staff only read here: a staff PATCH or DELETE with a random `where` could change the catalogue other tests use.
        fc.constantFrom<Auth>(
          ...(method === 'GET' ? (['none', 'customer', 'staff', 'garbage'] as const) : (['none', 'customer', 'garbage'] as const)),
        ),
        async (root, segments, params, raw, auth) => {
          const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
          const path = `/api/${[root, ...segments].join('/')}${query ? `?${query}` : ''}`
          const headers: Record<string, string> = tokens[auth] ? { Authorization: `JWT ${tokens[auth]}` } : {}
          if (method !== 'GET') headers['Content-Type'] = 'application/json'
          const reply = await request(method, `${baseUrl()}${path}`, { headers, raw: method === 'GET' ? undefined : raw })
          expect(reply.status, `${method} ${path} [${auth}] ${raw.slice(0, 100)} → ${reply.text.slice(0, 300)}`).toBeLessThan(500)
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40), endOnFailure: true },
    )
  })
})
