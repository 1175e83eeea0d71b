import type { CollectionBeforeValidateHook } from 'payload'

import { toE164 } from '../lib/validators'

/** A customer signs in with their phone: the username is the E.164 number made from country code and phone. */
export const usernameFromPhone: CollectionBeforeValidateHook = ({ data }) => {
  if (data?.countryCode && data?.phoneNumber) {
    data.username = toE164(String(data.countryCode), String(data.phoneNumber))
  }
  return data
}
