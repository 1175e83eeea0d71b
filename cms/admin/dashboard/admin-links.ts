import type { Where } from 'payload'
import { stringify } from 'qs-esm'

/** The admin list of a collection filtered by `where`, in the query-string form the list view reads. */
export function adminListUrl(collection: string, where?: Where): string {
  const query = where ? `?${stringify({ where }, { addQueryPrefix: false })}` : ''
  return `/admin/collections/${collection}${query}`
}
