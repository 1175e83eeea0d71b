import type { FieldHook } from 'payload'

/** Discount codes are stored trimmed and in capitals, as buyers' entries are matched. */
export const upperCaseCode: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)
