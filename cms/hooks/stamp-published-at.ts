import type { FieldHook } from 'payload'

/** A post published without a date is dated now; a draft keeps whatever date it has. */
export const stampPublishedAt: FieldHook = ({ value, siblingData }) => value ?? (siblingData?._status === 'published' ? new Date() : value)
