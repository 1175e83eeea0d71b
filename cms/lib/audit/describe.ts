import { formatPaise } from '../../contract/money'
import { SHOP_TIME_ZONE } from '../shop-time'

/** One audited value that changed, in the words staff read: "MRP of NC 8141", "₹640.00" → "₹660.00". */
export type AuditChange = { path: string; label: string; from: string; to: string }

/** A change and the sentence the entry's summary says it with. */
export type DescribedChange = AuditChange & { sentence: string }

type AuditedDoc = Record<string, unknown>

/** Lists what changed between two states of a document; `null` is "did not exist" (created, deleted). */
export type ChangeDescriber = (before: AuditedDoc | null, after: AuditedDoc | null) => DescribedChange[]

/** What a collection or global keeps in the audit trail, and how its documents are named there. */
export type AuditSpec = {
  /** "Product", "Staff member": the document kind as the summary names it. */
  kind: string
  labelOf: (doc: AuditedDoc) => string
  describers: ChangeDescriber[]
}

export type ValueFormat = (value: unknown) => string

export const asText: ValueFormat = (value) => {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(', ')
  return String(value).trim()
}

export const asRupees: ValueFormat = (value) => (typeof value === 'number' ? formatPaise(value, { symbol: '₹' }) : '')

export const asPercent: ValueFormat = (value) => (value === null || value === undefined || value === '' ? '' : `${value} %`)

export const asYesNo: ValueFormat = (value) => (value ? 'yes' : 'no')

const shopDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE })

export const asShopDate: ValueFormat = (value) => (typeof value === 'string' && value ? shopDate.format(new Date(value)) : '')

/** A select's stored values shown by their option labels. */
export const asOptionLabels =
  (labels: Readonly<Record<string, string>>): ValueFormat =>
  (value) =>
    asText((Array.isArray(value) ? value : [value]).map((entry) => (typeof entry === 'string' ? (labels[entry] ?? entry) : entry)))

export function valueAt(doc: AuditedDoc | null, path: string): unknown {
  let value: unknown = doc
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as AuditedDoc)[key] : undefined
  return value
}

export function changed(path: string, label: string, from: string, to: string): DescribedChange {
  const sentence = !from ? `${label} set to ${to}` : !to ? `${label} cleared (was ${from})` : `${label} changed from ${from} to ${to}`
  return { path, label, from, to, sentence }
}

export function added(path: string, label: string, to: string): DescribedChange {
  return { path, label, from: '', to, sentence: `${label} added${to ? ` (${to})` : ''}` }
}

export function removed(path: string, label: string, from: string): DescribedChange {
  return { path, label, from, to: '', sentence: `${label} removed${from ? ` (was ${from})` : ''}` }
}

/** One field at a dotted path (groups: `taxIdentity.gstin`), compared as staff read it. */
export function auditedField(path: string, label: string, format: ValueFormat = asText): ChangeDescriber {
  return (before, after) => {
    const from = before ? format(valueAt(before, path)) : ''
    const to = after ? format(valueAt(after, path)) : ''
    return from === to ? [] : [changed(path, label, from, to)]
  }
}

export function describeChanges(spec: AuditSpec, before: AuditedDoc | null, after: AuditedDoc | null): DescribedChange[] {
  return spec.describers.flatMap((describe) => describe(before, after))
}

export type AuditAction = 'create' | 'update' | 'delete'

/**
 * The one line the audit list shows: `Product “Trulon”: MRP of NC 8141 changed from ₹640.00 to ₹660.00`. A draft
 * saved without publishing says so: buyers do not see its values until it is published.
 */
export function summaryOf(spec: AuditSpec, label: string, action: AuditAction, changes: DescribedChange[], draft = false): string {
  const name = `${label && label !== spec.kind ? `${spec.kind} “${label}”` : spec.kind}${draft ? ' (draft)' : ''}`
  if (action === 'create') return `${name} created`
  if (action === 'delete') return `${name} deleted`
  return `${name}: ${changes.map((change) => change.sentence).join('; ')}`
}
