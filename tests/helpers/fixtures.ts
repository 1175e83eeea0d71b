import type { Payload } from 'payload'

import type { Customer, Product, User } from '../../cms/payload-types'

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
