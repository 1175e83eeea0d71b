import type { Endpoint } from 'payload'

import { addressCreateRequestSchema, addressDeleteRequestSchema } from '../../contract/address'
import { MSG } from '../../contract/messages'
import type { Customer } from '../../payload-types'
import { toAddress } from '../../services/serialize'
import { json, notFound, readJson, requireCustomer, route } from '../http'

/** The signed-in customer's delivery addresses. Every query runs with the customer's own access rules. */
export const addressEndpoints: Endpoint[] = [
  route('post', '/address/create', async (req) => {
    const customer = requireCustomer(req) as Customer
    const input = await readJson(req, addressCreateRequestSchema)
    const address = await req.payload.create({
      collection: 'addresses',
      data: {
        customer: customer.id,
        type: input.type as 'Personal' | 'Office',
        doorNo: input.doorNo,
        streetName: input.streetName,
        landMark: input.landMark,
        city: input.city,
        state: input.state,
        pincode: input.pinCode,
      },
      user: customer,
      overrideAccess: false,
      depth: 0,
    })
    return json({ message: MSG.address.added, data: toAddress(address) }, 201)
  }),

  route('get', '/address/get', async (req) => {
    const customer = requireCustomer(req) as Customer
    const found = await req.payload.find({
      collection: 'addresses',
      where: { customer: { equals: customer.id } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      user: customer,
      overrideAccess: false,
    })
    return json({ data: found.docs.map(toAddress) })
  }),

  route('post', '/address/delete', async (req) => {
    const customer = requireCustomer(req) as Customer
    const { addressId } = await readJson(req, addressDeleteRequestSchema)
    const found = await req.payload.find({
      collection: 'addresses',
      where: { and: [{ id: { equals: addressId } }, { customer: { equals: customer.id } }] },
      limit: 1,
      depth: 0,
      user: customer,
      overrideAccess: false,
    })
    const address = found.docs[0]
    if (!address) throw notFound('Address not found')
    await req.payload.delete({ collection: 'addresses', id: address.id, user: customer, overrideAccess: false })
    return json({ message: MSG.address.deleted })
  }),
]
