import type { PublicUser } from '../../contract/account'
import type { Address as AddressAnswer } from '../../contract/address'
import type { Address, Customer } from '../../payload-types'
import { buyerOfRecord } from '../orders/buyer-of-record'

/**
 * The only view of a customer the shop API gives out: never the hash, salt, reset token, sessions, lockout
 * counters or staff notes. The phone number is a number, as the shop API's User has it; GST is the buyer's GSTIN of
 * record (a verified business account's, else the profile's).
 */
export function toPublicUser(
  customer: Pick<Customer, 'id' | 'name' | 'email' | 'phoneNumber' | 'countryCode' | 'gstin' | 'business'>,
): PublicUser {
  return {
    _id: customer.id,
    name: customer.name,
    email: customer.email,
    phoneNumber: Number(customer.phoneNumber),
    countryCode: customer.countryCode,
    GST: buyerOfRecord(customer).gstin,
  }
}

export function toAddress(address: Address): AddressAnswer {
  return {
    _id: address.id,
    type: address.type,
    doorNo: address.doorNo,
    streetName: address.streetName,
    landMark: address.landMark ?? null,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  }
}
