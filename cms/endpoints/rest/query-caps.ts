import { badRequest } from '../../lib/http-errors'

/**
 * Bounds for the list parameters of Payload's REST API. The admin asks for at most 100 rows and depth 2; `limit=0`
 * (every row) is left to staff; a page past the cap would only ever be empty.
 */
const CAPS = {
  depth: { max: 5 },
  limit: { max: 500 },
  page: { max: 100_000 },
} as const

/** 400 for a `depth`, `limit` or `page` that is not a whole number within its bounds. */
export function checkQueryCaps(url: URL, isStaff: boolean): void {
  for (const [name, { max }] of Object.entries(CAPS)) {
    for (const raw of url.searchParams.getAll(name)) {
      const value = /^[0-9]{1,7}$/.test(raw) ? Number(raw) : NaN
      const min = name === 'page' || (name === 'limit' && !isStaff) ? 1 : 0
      if (!(value >= min && value <= max)) {
        throw badRequest(`${name} must be a whole number from ${min} to ${max}`, [
          { field: name, message: `${name} must be a whole number from ${min} to ${max}` },
        ])
      }
    }
  }
}
