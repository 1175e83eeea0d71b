import { randomBytes } from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

import { isStaff } from '../access/roles'
import { Refusal } from '../lib/refusal'

/**
 * A buyer's password is theirs alone: staff never set or change it. A customer created by staff gets a random
 * password nobody knows, and the buyer chooses their own through "forgot password".
 */
export const keepPasswordsFromStaff: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!isStaff(req.user)) return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  if (operation === 'create') {
    data.password = randomBytes(32).toString('base64url')
    return args
  }
  if (operation === 'update' && data.password !== undefined) {
    throw new Refusal('Staff cannot set a customer password. The customer can reset it with "Forgot password".', 403)
  }
  return args
}
