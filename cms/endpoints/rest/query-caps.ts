import { badRequest } from '../../lib/http-errors'

/**
 * Bounds for the list parameters of Payload's REST API. The admin asks for at most 100 rows and depth 2; `limit=0`
 * and `pagination=false` (every row) are left to staff; a page past the cap would only ever be empty.
 */
const CAPS = {
  depth: { max: 5 },
  limit: { max: 500 },
  page: { max: 100_000 },
} as const

/** Field choices (`select[field]=true`, `populate[collection][field]=true`): each field once, true or false. */
const FIELD_CHOICE = /^(select|populate)\[/
const CHOICE_VALUES = new Set(['true', 'false', '1', '0'])

/**
 * Every row at once (`pagination=false`, which makes Payload ignore `limit`) is left to staff, like `limit=0`: at
 * 10,000 products one such read of the catalogue filled a worker's heap and ended it with every request in flight.
 */
function checkPagination(url: URL, isStaff: boolean): void {
  if (isStaff) return
  for (const raw of url.searchParams.getAll('pagination')) {
    if (raw !== 'true') {
      const message = `pagination can only be true: ask for the rows a page at a time, at most ${CAPS.limit.max} a page`
      throw badRequest(message, [{ field: 'pagination', message }])
    }
  }
}

/**
 * 400 for a `depth`, `limit` or `page` that is not a whole number within its bounds, for every row at once asked by
 * anyone but staff, and for a field choice that is not a single true or false (Payload fails with a 500 on a number
 * such as 1e309, or on one field named twice).
 */
export function checkQueryCaps(url: URL, isStaff: boolean): void {
  checkPagination(url, isStaff)
  const seen = new Set<string>()
  for (const [name, value] of url.searchParams) {
    if (!FIELD_CHOICE.test(name)) continue
    if (!CHOICE_VALUES.has(value) || seen.has(name)) {
      throw badRequest(`${name} must be given once, as true or false`, [{ field: name, message: 'must be given once, as true or false' }])
    }
    seen.add(name)
  }
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
