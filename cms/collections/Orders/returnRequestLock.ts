import type { Field } from 'payload'

import { nobodyField } from '../../access'

/**
 * Until when one return request of this order holds the order (services/after-sale/orderLock.ts): requests for the
 * same order are checked and recorded one at a time, across every server process. Written only by that conditional
 * write; never shown, never answered.
 */
export const returnRequestLockField: Field = {
  name: 'returnRequestsLockedUntil',
  type: 'date',
  hidden: true,
  access: { read: nobodyField, create: nobodyField, update: nobodyField },
}
