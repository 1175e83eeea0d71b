import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { ReceiptNavLink } from './ReceiptNavLink'

const staff = (roles: string[]) => ({ id: 'u1', collection: 'users', roles }) as unknown as PayloadRequest['user']

describe('the goods receipt link in the admin navigation', () => {
  it('shows for the warehouse and admins', () => {
    expect(ReceiptNavLink({ user: staff(['warehouse']) })).not.toBeNull()
    expect(ReceiptNavLink({ user: staff(['admin']) })).not.toBeNull()
  })

  it('is left out for other staff and when nobody is signed in', () => {
    expect(ReceiptNavLink({ user: staff(['catalogue-editor', 'order-manager']) })).toBeNull()
    expect(ReceiptNavLink({})).toBeNull()
  })
})
