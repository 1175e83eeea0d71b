import type { Where } from 'payload'
import { stringify } from 'qs-esm'

/** The admin's catalogue import view. */
export const CATALOGUE_IMPORT_PATH = '/admin/catalogue-import'

/** The export's address: the whole catalogue, one category, or the products list's filter. */
export function catalogueExportUrl(format: 'xlsx' | 'csv', filter: { category?: string; where?: Where } = {}): string {
  return `/api/staff/catalogue/export?${stringify({ format, ...filter }, { addQueryPrefix: false })}`
}
