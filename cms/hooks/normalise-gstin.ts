import type { CollectionBeforeValidateHook } from 'payload'

/** A GSTIN is kept trimmed and in capitals; an empty one is no GSTIN. */
export const normaliseGstin: CollectionBeforeValidateHook = ({ data }) => {
  if (typeof data?.gstin === 'string') {
    const gstin = data.gstin.trim().toUpperCase()
    data.gstin = gstin === '' ? null : gstin
  }
  return data
}
