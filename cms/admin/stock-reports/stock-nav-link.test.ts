import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { StockNavLink } from './StockNavLink'

const staff = (roles: string[]) => ({ id: 'u1', collection: 'users', roles }) as unknown as PayloadRequest['user']

describe('the stock link in the admin navigation', () => {
  it('shows for admins, order managers and the warehouse', () => {
    expect(StockNavLink({ user: staff(['admin']) })).not.toBeNull()
    expect(StockNavLink({ user: staff(['order-manager']) })).not.toBeNull()
    expect(StockNavLink({ user: staff(['warehouse']) })).not.toBeNull()
  })

  it('is left out for catalogue editors, buyers and when nobody is signed in', () => {
    expect(StockNavLink({ user: staff(['catalogue-editor']) })).toBeNull()
    expect(StockNavLink({ user: { id: 'c1', collection: 'customers' } as unknown as PayloadRequest['user'] })).toBeNull()
    expect(StockNavLink({})).toBeNull()
  })
})
