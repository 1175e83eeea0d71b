import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

/** Money received is a fact: no one, staff included, can set a PAID order back to unpaid. */
export const keepPaidOrdersPaid: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || originalDoc?.paymentStatus !== 'PAID') return data
  if (data.paymentStatus !== undefined && data.paymentStatus !== 'PAID') {
    throw new ValidationError({
      collection: 'orders',
      errors: [{ path: 'paymentStatus', message: 'A paid order stays PAID; record a refund instead.' }],
    })
  }
  return data
}
