import { describe, expect, it } from 'vitest'

import { auditEntryOf } from './entry'
import { productAudit, staffAudit } from './specs'

const editor = { id: 'u1', email: 'editor@example.com' }
const trulon = (status: string, mrp: number) => ({
  name: 'Trulon',
  _status: status,
  variants: [{ size: '3-0', codes: [{ shortCode: 'NC 8141', originalPrice: mrp, discountedPrice: 60_000 }] }],
})

describe('an audit entry', () => {
  it("says a product's price change in staff's words, naming a draft", () => {
    const entry = auditEntryOf(editor, productAudit, {
      source: 'products',
      documentId: 'p1',
      action: 'update',
      before: trulon('draft', 64_000),
      after: trulon('draft', 66_000),
    })
    expect(entry).toEqual({
      source: 'products',
      documentId: 'p1',
      documentLabel: 'Trulon',
      action: 'update',
      summary: 'Product “Trulon” (draft): MRP of NC 8141 changed from ₹640.00 to ₹660.00',
      changes: [{ path: 'variants.codes.originalPrice', label: 'MRP of NC 8141', from: '₹640.00', to: '₹660.00' }],
      by: 'u1',
      byEmail: 'editor@example.com',
    })
  })

  it('is not made when nothing audited changed', () => {
    const same = trulon('published', 64_000)
    expect(
      auditEntryOf(editor, productAudit, { source: 'products', documentId: 'p1', action: 'update', before: same, after: same }),
    ).toBeNull()
  })

  it('names nobody when a staff member deletes their own account', () => {
    const me = { email: 'editor@example.com', name: 'Editor', roles: ['admin'] }
    const entry = auditEntryOf(editor, staffAudit, { source: 'users', documentId: 'u1', action: 'delete', before: me, after: null })
    expect(entry).toMatchObject({ by: null, byEmail: 'editor@example.com', summary: 'Staff member “editor@example.com” deleted' })
  })
})
