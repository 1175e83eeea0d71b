import type { CatalogueColumn } from '../../contract/catalogue-io'
import { rupeesToPaise } from '../../contract/pricing'
import { HSN_PATTERN } from '../../tax/hsn'
import type { CellValue } from '../spreadsheets/cells'

/** A cell read as what its column holds, or the reason it cannot be. */
export type Read<T> = { value: T } | { error: string }

export const text = (value: CellValue): string | null => (value === null || value === '' ? null : String(value).trim() || null)

export function required(value: CellValue, column: CatalogueColumn): Read<string> {
  const found = text(value)
  return found === null ? { error: `${column} is required` } : { value: found }
}

/** Rupees as a number (a CSV's text, or a text cell of digits, is read as a number too) → paise. */
export function rupees(value: CellValue): Read<number> {
  if (value === null || value === '') return { error: 'A price is required' }
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''))
  if (typeof value === 'boolean' || !Number.isFinite(number)) return { error: `"${value}" is not a number` }
  if (number < 0) return { error: 'A price cannot be negative' }
  const paise = rupeesToPaise(number)
  if (Math.abs(paise - number * 100) > 1e-6) return { error: 'A price has at most 2 decimals (paise)' }
  return { value: paise }
}

export function hsnCode(value: CellValue): Read<string | null> {
  const found = text(value)?.replace(/[\s.]/g, '') ?? null
  if (found === null) return { value: null }
  return HSN_PATTERN.test(found) ? { value: found } : { error: `HSN code "${found}" does not have 4, 6 or 8 digits` }
}

export function gstRate(value: CellValue, rates: readonly number[]): Read<string | null> {
  const found = text(value)?.replace(/\s*%$/, '') ?? null
  if (found === null) return { value: null }
  const rate = Number(found)
  if (!Number.isFinite(rate)) return { error: `"${found}" is not a number` }
  if (!rates.includes(rate))
    return { error: `${rate} % is not one of the configured GST rates (${[...rates].sort((a, b) => a - b).join(', ')})` }
  return { value: String(rate) }
}

export function published(value: CellValue): Read<boolean> {
  if (typeof value === 'boolean') return { value }
  const found = text(value)?.toLowerCase()
  if (found === undefined || found === null) return { error: 'Published is required: yes or no' }
  if (['yes', 'y', 'true', '1'].includes(found)) return { value: true }
  if (['no', 'n', 'false', '0'].includes(found)) return { value: false }
  return { error: `Write yes or no, not "${value}"` }
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slug(value: CellValue): Read<string> {
  const found = required(value, 'Slug')
  if ('error' in found) return found
  return SLUG_PATTERN.test(found.value) ? found : { error: `"${found.value}" is not a slug (lowercase letters, digits and dashes)` }
}

/** Image file names, separated by `;`. */
export const imageNames = (value: CellValue): string[] =>
  (text(value) ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean)
