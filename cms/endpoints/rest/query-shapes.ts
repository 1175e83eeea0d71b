import type { FlattenedField } from 'payload'
import { parse } from 'qs-esm'

import { badRequest } from '../../lib/http-errors'

/**
 * The shapes of `where` and `data` that Payload's REST API can take. Payload hands a malformed one to the database and
 * answers 500: an operator given twice (`where[name][equals]=a&where[name][equals]=b` becomes a list the database
 * cannot bind), an operator the SQL adapters lack (`all`, `near`, `within`, `intersects`), a date that is not one, or
 * a `where`/`data` that is not JSON. These are refused here with a 400 naming the parameter.
 */

/** Operators that compare with one value. */
const SINGLE_VALUE = new Set([
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
/** Operators that take one value or a list. */
const LIST_VALUE = new Set(['in', 'not_in'])
/** Operators whose value a date field turns into a date. */
const DATE_COMPARED = new Set(['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/** The fields of a collection, by slug (undefined for a slug that is no collection). */
export type FieldsOf = (collection: string) => FlattenedField[] | undefined

type Tree = Record<string, unknown>

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value)

function refuse(field: string, message: string): never {
  throw badRequest(`${field} ${message}`, [{ field, message }])
}

/** The field a dotted path names, following groups, arrays and single-collection relationships; undefined if none. */
function fieldAt(path: string, collection: string, fieldsOf: FieldsOf): FlattenedField | undefined {
  let fields = fieldsOf(collection)
  let found: FlattenedField | undefined
  for (const name of path.split('.')) {
    found = fields?.find((field) => 'name' in field && field.name === name)
    if (!found) return undefined
    if ('flattenedFields' in found) fields = found.flattenedFields
    else if ((found.type === 'relationship' || found.type === 'upload') && typeof found.relationTo === 'string')
      fields = fieldsOf(found.relationTo)
    else fields = undefined
  }
  return found
}

function checkValue(value: unknown, operator: string, key: string, field: FlattenedField | undefined): void {
  if (SINGLE_VALUE.has(operator) && typeof value !== 'string') refuse(key, 'must be given once, as one value')
  if (LIST_VALUE.has(operator) && typeof value !== 'string' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
    refuse(key, 'must be one value or a list of values')
  }
  if (field?.type === 'date' && DATE_COMPARED.has(operator) && Number.isNaN(Date.parse(value as string))) refuse(key, 'must be a date')
}

/** Walks one `where` level: `and`/`or` lists of conditions, or `field: { operator: value }`. */
function checkWhere(where: unknown, key: string, collection: string | undefined, fieldsOf: FieldsOf, versions: boolean): void {
  if (!isTree(where)) refuse(key, 'must be a set of conditions, such as where[field][equals]=value')
  for (const [name, condition] of Object.entries(where)) {
    const at = `${key}[${name}]`
    if (name === 'and' || name === 'or') {
      // Anything but a list of conditions is skipped by Payload or answered with its own 400.
      const list = Array.isArray(condition) ? condition : isTree(condition) ? Object.values(condition) : []
      list.forEach((item, index) => isTree(item) && checkWhere(item, `${at}[${index}]`, collection, fieldsOf, versions))
      continue
    }
    if (!isTree(condition)) continue // Payload itself answers 400: "The following path cannot be queried".
    const path = versions ? name.replace(/^version\./, '') : name
    const field = collection ? fieldAt(path, collection, fieldsOf) : undefined
    for (const [operator, value] of Object.entries(condition)) {
      if (!SINGLE_VALUE.has(operator) && !LIST_VALUE.has(operator)) refuse(`${at}[${operator}]`, 'is not an operator this shop supports')
      checkValue(value, operator, `${at}[${operator}]`, field)
    }
  }
}

function parsedJson(raw: string, key: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return refuse(key, 'must be JSON')
  }
}

/**
 * 400 for a query string whose `where` or `data` Payload would fail on. `collection` is the slug the call is about
 * (for the types of its fields), `versions` whether it lists versions (fields under `version.`).
 */
export function checkQueryShapes(url: URL, collection: string | undefined, fieldsOf: FieldsOf, versions = false): void {
  if (!url.search) return
  // The options of Payload's own parser (createPayloadRequest), so the tree is the one Payload will see.
  const query = parse(url.search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Tree
  for (const name of ['limit', 'page', 'depth']) {
    if (name in query && typeof query[name] !== 'string') refuse(name, 'must be given once')
  }
  if (typeof query.data === 'string' && query.data.length > 0 && !isTree(parsedJson(query.data, 'data')))
    refuse('data', 'must be a JSON object')
  if (!('where' in query)) return
  const where = typeof query.where === 'string' ? (query.where.length > 0 ? parsedJson(query.where, 'where') : {}) : query.where
  checkWhere(where, 'where', collection, fieldsOf, versions)
}
