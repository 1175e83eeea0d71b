import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AuditEntry, Product } from '../../cms/payload-types'
import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let admin: Awaited<ReturnType<typeof makeStaff>>
let editor: Awaited<ReturnType<typeof makeStaff>>
let manager: Awaited<ReturnType<typeof makeStaff>>

const as = (user: unknown) => ({ overrideAccess: false, user }) as const

async function entriesFor(documentId: string): Promise<AuditEntry[]> {
  const { docs } = await payload.find({
    collection: 'audit-entries',
    where: { documentId: { equals: documentId } },
    sort: '-createdAt',
    limit: 0,
    depth: 0,
  })
  return docs
}

/** The product with its first code's MRP set to `paise`, the rest as it was. */
function withMrp(product: Product, paise: number): Pick<Product, 'variants'> {
  const [size, ...otherSizes] = product.variants ?? []
  const [code, ...otherCodes] = size!.codes ?? []
  return { variants: [{ ...size!, codes: [{ ...code!, originalPrice: paise }, ...otherCodes] }, ...otherSizes] }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('audit'))
  admin = await makeStaff(payload, ['admin'])
  editor = await makeStaff(payload, ['catalogue-editor'])
  manager = await makeStaff(payload, ['order-manager'])
})
afterAll(() => cleanup())

describe('audit trail', () => {
  it("records an editor's price change in words, with the old and new rupees and who made it", async () => {
    const product = await makeProduct(payload)
    const code = product.variants![0]!.codes![0]!.shortCode
    await payload.update({ collection: 'products', id: product.id, data: withMrp(product, 64_000), ...as(editor) })
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { ...withMrp(product, 66_000), hsnCode: '3006 10 10' },
      ...as(editor),
    })

    const [latest, earlier] = await entriesFor(product.id)
    expect(latest).toMatchObject({
      source: 'products',
      action: 'update',
      by: editor.id,
      byEmail: editor.email,
      summary: `Product “${product.name}”: MRP of ${code} changed from ₹640.00 to ₹660.00; HSN code set to 30061010`,
    })
    expect(latest!.changes).toEqual([
      expect.objectContaining({ path: 'variants.codes.originalPrice', label: `MRP of ${code}`, from: '₹640.00', to: '₹660.00' }),
      expect.objectContaining({ path: 'hsnCode', label: 'HSN code', from: '', to: '30061010' }),
    ])
    expect(earlier!.summary).toBe(`Product “${product.name}”: MRP of ${code} changed from ₹500.00 to ₹640.00`)
  })

  it('says when a change is only a draft, and when it went live', async () => {
    const product = await makeProduct(payload)
    const code = product.variants![0]!.codes![0]!.shortCode
    await payload.update({
      collection: 'products',
      id: product.id,
      draft: true,
      data: { ...withMrp(product, 70_000), _status: 'draft' },
      ...as(editor),
    })
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'published' }, ...as(editor) })
    const [published, draft] = await entriesFor(product.id)
    expect(draft!.summary).toBe(`Product “${product.name}” (draft): MRP of ${code} changed from ₹500.00 to ₹700.00`)
    expect(published!.summary).toBe(`Product “${product.name}”: Published state changed from draft to published`)
  })

  it('records a change of roles, and a staff account created and deleted, never its password', async () => {
    const member = await payload.create({
      collection: 'users',
      data: { name: 'New Packer', email: 'packer@example.com', password: 'packer-pass-1', roles: ['order-manager'] },
      ...as(admin),
    })
    await payload.update({ collection: 'users', id: member.id, data: { roles: ['order-manager', 'catalogue-editor'] }, ...as(admin) })
    await payload.update({ collection: 'users', id: member.id, data: { password: 'changed-pass-2' }, ...as(admin) })
    await payload.delete({ collection: 'users', id: member.id, ...as(admin) })

    const entries = await entriesFor(member.id)
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Staff member “packer@example.com” deleted',
      'Staff member “packer@example.com”: Roles changed from Order manager to Order manager, Catalogue editor',
      'Staff member “packer@example.com” created',
    ])
    expect(entries[2]!.changes).toContainEqual(expect.objectContaining({ label: 'Roles', from: '', to: 'Order manager' }))
    expect(entries[0]!.changes).toContainEqual(expect.objectContaining({ label: 'Email', from: 'packer@example.com', to: '' }))
    expect(JSON.stringify(entries)).not.toMatch(/pass-|hash|salt/)
  })

  it("records an order's status change from → to, with the order manager who made it", async () => {
    const customer = await makeCustomer(payload)
    const order = await payload.create({
      collection: 'orders',
      data: { customer: customer.id, subtotal: 10_000, total: 10_000, paymentType: 'COD', lines: [] } as never,
    })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'CANCELLED', cancellation: { reason: 'Buyer asked' } } as never,
      ...as(manager),
    })
    const entries = await entriesFor(order.id)
    expect(entries).toHaveLength(1) // created by checkout (no staff member): not a staff edit
    expect(entries[0]).toMatchObject({
      byEmail: manager.email,
      summary: `Order “${order.orderId}”: Status changed from ORDERED to CANCELLED`,
    })
  })

  it("records the seller's tax identity and site settings, by field", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { taxIdentity: { signatory: 'R. Mehta', invoicePrefix: 'NV' } },
      ...as(admin),
    })
    const [entry] = await entriesFor('site-settings')
    expect(entry!.summary).toMatch(
      /^Site settings: Invoice series prefix changed from \w+ to NV; Authorised signatory changed from .+ to R\. Mehta$/,
    )
  })

  it('records nothing when nothing audited changed', async () => {
    const product = await makeProduct(payload)
    const before = await entriesFor(product.id)
    await payload.update({ collection: 'products', id: product.id, data: { metaDescription: 'Sterile, single use.' }, ...as(editor) })
    await payload.update({ collection: 'products', id: product.id, data: withMrp(product, 99_900) }) // no staff member: the system
    expect(await entriesFor(product.id)).toEqual(before)
  })

  it('no one, not even an admin, changes or deletes an entry; only admins read them', async () => {
    const rate = await payload.create({ collection: 'gst-rates', data: { rate: 40, label: '40 % (sin goods)' }, ...as(admin) })
    const [entry] = await entriesFor(rate.id)
    expect(entry!.summary).toBe('GST rate “40 % (sin goods)” created')
    for (const user of [admin, editor, manager]) {
      await expect(
        payload.update({ collection: 'audit-entries', id: entry!.id, data: { summary: 'Nothing happened' }, ...as(user) }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'audit-entries', id: entry!.id, ...as(user) })).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.create({
          collection: 'audit-entries',
          data: { summary: 'Forged', byEmail: 'x', source: 'products', documentId: '1', action: 'update' },
          ...as(user),
        }),
      ).rejects.toMatchObject({ status: 403 })
    }
    await expect(payload.find({ collection: 'audit-entries', ...as(editor) })).rejects.toMatchObject({ status: 403 })
    const read = await payload.findByID({ collection: 'audit-entries', id: entry!.id, ...as(admin) })
    expect(read.summary).toBe(entry!.summary)
  })
})
