import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { RecallNavLink } from './RecallNavLink'

const staff = (roles: string[]) => ({ id: 'u1', collection: 'users', roles }) as unknown as PayloadRequest['user']

describe('the lot recall link in the admin navigation', () => {
  it('shows for order managers and admins, who may use the lookup', () => {
    expect(RecallNavLink({ user: staff(['order-manager']) })).not.toBeNull()
    expect(RecallNavLink({ user: staff(['admin']) })).not.toBeNull()
  })

  it('is left out for staff the lookup refuses and when nobody is signed in', () => {
    expect(RecallNavLink({ user: staff(['catalogue-editor']) })).toBeNull()
    expect(RecallNavLink({ user: staff(['warehouse']) })).toBeNull()
    expect(RecallNavLink({})).toBeNull()
  })
})
