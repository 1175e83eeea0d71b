import type { StaffRole } from '../../cms/access/roles'

export interface SeedStaff {
  name: string
  email: string
  password: string
  roles: StaffRole[]
}

/** Development logins (printed in seed/README.md). Never used when NODE_ENV is production. */
export const DEMO_STAFF: SeedStaff[] = [
  { name: 'Shop Admin', email: 'admin@example.com', password: 'Admin#12345', roles: ['admin'] },
  { name: 'Catalogue Editor', email: 'editor@example.com', password: 'Editor#12345', roles: ['catalogue-editor'] },
  { name: 'Order Manager', email: 'orders@example.com', password: 'Orders#12345', roles: ['order-manager'] },
]

export const DEMO_CUSTOMER = {
  name: 'Demo Buyer',
  email: 'demo@example.com',
  countryCode: '+91',
  phoneNumber: '9876543210',
  password: 'Customer#123',
}
