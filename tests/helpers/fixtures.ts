import type { Payload } from 'payload'

import type { Address, Customer, Product, ProductDocument, User } from '../../cms/payload-types'
import { tinyPdf } from './pdf'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export async function makeStaff(payload: Payload, roles: User['roles']): Promise<User & { collection: 'users' }> {
  const user = await payload.create({
    collection: 'users',
    data: { name: `Staff ${roles.join('+')}`, email: `staff-${unique()}@example.com`, password: 'staff-pass-1', roles },
  })
  return { ...user, collection: 'users' }
}

export async function makeCustomer(payload: Payload): Promise<Customer & { collection: 'customers' }> {
  const phone = `9${String(Date.now() + counter++).slice(-9)}`
  const customer = await payload.create({
    collection: 'customers',
    data: {
      name: 'Test Buyer',
      email: `buyer-${unique()}@example.com`,
      password: 'buyer-pass-1',
      countryCode: '+91',
      phoneNumber: phone,
    } as never,
  })
  return { ...customer, collection: 'customers' }
}

/** An office address of the customer's in Gurugram, Haryana. */
export async function makeAddress(payload: Payload, customer: Pick<Customer, 'id'>): Promise<Address> {
  return payload.create({
    collection: 'addresses',
    data: {
      customer: customer.id,
      type: 'Office',
      doorNo: '12',
      streetName: 'MG Road',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122001',
    },
  })
}

export async function makeProduct(payload: Payload, status: 'published' | 'draft' = 'published'): Promise<Product> {
  const category = await payload.create({ collection: 'categories', data: { name: `Category ${unique()}` } })
  return payload.create({
    collection: 'products',
    draft: status === 'draft',
    data: {
      name: `Product ${unique()}`,
      category: category.id,
      _status: status,
      variants: [{ size: '3-0', codes: [{ shortCode: `NW ${unique()}`, originalPrice: 50_000, discountedPrice: 42_500 }] }],
    },
  })
}

/** A product document (a one-page PDF) of the given kind, with its expiry date when it has one. */
export async function makeProductDocument(
  payload: Payload,
  title: string,
  kind: ProductDocument['kind'],
  expiresOn?: string,
): Promise<ProductDocument> {
  const data = tinyPdf(title)
  return payload.create({
    collection: 'product-documents',
    data: { title, kind, expiresOn },
    file: { data, mimetype: 'application/pdf', name: `${title.replace(/\W+/g, '-')}.pdf`, size: data.length },
  })
}
