import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let admin: Awaited<ReturnType<typeof makeStaff>>
let editor: Awaited<ReturnType<typeof makeStaff>>
let orderManager: Awaited<ReturnType<typeof makeStaff>>
let warehouse: Awaited<ReturnType<typeof makeStaff>>
let alice: Awaited<ReturnType<typeof makeCustomer>>
let bob: Awaited<ReturnType<typeof makeCustomer>>

const as = (user: unknown) => ({ overrideAccess: false, user }) as const

async function refused(promise: Promise<unknown>) {
  await expect(promise).rejects.toMatchObject({ status: 403 })
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('access'))
  admin = await makeStaff(payload, ['admin'])
  editor = await makeStaff(payload, ['catalogue-editor'])
  orderManager = await makeStaff(payload, ['order-manager'])
  warehouse = await makeStaff(payload, ['warehouse'])
  alice = await makeCustomer(payload)
  bob = await makeCustomer(payload)
})
afterAll(() => cleanup())

describe('catalogue and blog', () => {
  it('anyone reads published products but not drafts; catalogue editors read drafts', async () => {
    const published = await makeProduct(payload, 'published')
    const draft = await makeProduct(payload, 'draft')
    for (const reader of [undefined, alice, orderManager]) {
      const { docs } = await payload.find({ collection: 'products', ...as(reader), limit: 0 })
      const ids = docs.map((doc) => doc.id)
      expect(ids).toContain(published.id)
      expect(ids).not.toContain(draft.id)
    }
    const { docs } = await payload.find({ collection: 'products', ...as(editor), draft: true, limit: 0 })
    expect(docs.map((doc) => doc.id)).toContain(draft.id)
  })

  it('only catalogue editors and admins create, change and delete catalogue and blog documents', async () => {
    for (const user of [undefined, alice, orderManager]) {
      await refused(payload.create({ collection: 'categories', data: { name: 'Refused' }, ...as(user) }))
      await refused(payload.create({ collection: 'post-tags', data: { name: 'Refused' }, ...as(user) }))
    }
    const category = await payload.create({ collection: 'categories', data: { name: 'By Editor' }, ...as(editor) })
    const renamed = await payload.update({ collection: 'categories', id: category.id, data: { name: 'By Admin' }, ...as(admin) })
    expect(renamed.name).toBe('By Admin')
    expect(renamed.slug).toBe('by-editor') // a rename keeps the URL stable
    await refused(payload.delete({ collection: 'categories', id: category.id, ...as(orderManager) }))
    await payload.delete({ collection: 'categories', id: category.id, ...as(editor) })
  })

  it('customers never change prices', async () => {
    const product = await makeProduct(payload)
    await refused(
      payload.update({
        collection: 'products',
        id: product.id,
        data: { variants: [{ size: '3-0', codes: [{ shortCode: 'X', originalPrice: 1, discountedPrice: 1 }] }] },
        ...as(alice),
      }),
    )
  })
})

describe('customers', () => {
  it('a customer reads only their own profile and changes it only through the shop API', async () => {
    const own = await payload.find({ collection: 'customers', ...as(alice) })
    expect(own.docs.map((doc) => doc.id)).toEqual([alice.id])
    await refused(payload.update({ collection: 'customers', id: alice.id, data: { name: 'Alice Renamed' }, ...as(alice) }))
    await refused(payload.delete({ collection: 'customers', id: alice.id, ...as(alice) }))
    await refused(payload.update({ collection: 'customers', id: bob.id, data: { name: 'Hacked' }, ...as(alice) }))
    await expect(payload.findByID({ collection: 'customers', id: bob.id, ...as(alice) })).rejects.toMatchObject({ status: 404 })
  })

  it('order managers see every customer; catalogue editors see none', async () => {
    const all = await payload.find({ collection: 'customers', ...as(orderManager), limit: 0 })
    expect(all.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([alice.id, bob.id]))
    await refused(payload.find({ collection: 'customers', ...as(editor) }))
  })

  it('a customer token never opens the admin panel', async () => {
    const customers = payload.collections.customers.config
    const users = payload.collections.users.config
    expect(await customers.access.admin!({ req: { user: alice } } as never)).toBe(false)
    expect(await users.access.admin!({ req: { user: alice } } as never)).toBe(false)
    expect(await users.access.admin!({ req: { user: editor } } as never)).toBe(true)
    expect(payload.config.admin.user).toBe('users')
  })
})

describe('addresses, carts and orders belong to their customer', () => {
  it('addresses: own documents only, owner forced to the signed-in customer', async () => {
    const address = await payload.create({
      collection: 'addresses',
      data: {
        customer: bob.id,
        type: 'Office',
        doorNo: '12',
        streetName: 'MG Road',
        city: 'Gurugram',
        state: 'Haryana',
        pincode: '122001',
      },
      ...as(alice),
    })
    expect(typeof address.customer === 'string' ? address.customer : address.customer.id).toBe(alice.id)
    const bobsView = await payload.find({ collection: 'addresses', ...as(bob) })
    expect(bobsView.docs).toHaveLength(0)
    await refused(payload.update({ collection: 'addresses', id: address.id, data: { city: 'Delhi' }, ...as(bob) }))
    await refused(payload.delete({ collection: 'addresses', id: address.id, ...as(bob) }))
    await payload.delete({ collection: 'addresses', id: address.id, ...as(alice) })
  })

  it('carts are priced by the server, whatever the customer sends', async () => {
    const product = await makeProduct(payload)
    const code = product.variants![0].codes![0]
    const cart = await payload.create({
      collection: 'carts',
      data: {
        customer: alice.id,
        lines: [{ product: product.id, size: '3-0', code: code.shortCode, quantity: 2, unitPrice: 1, lineTotal: 2 }],
      },
      ...as(alice),
    })
    expect(cart.lines[0].unitPrice).toBe(code.discountedPrice)
    expect(cart.subtotal).toBe(code.discountedPrice * 2)
    expect(cart.status).toBe('open')
    const bobsView = await payload.find({ collection: 'carts', ...as(bob) })
    expect(bobsView.docs).toHaveLength(0)
    await expect(
      payload.create({
        collection: 'carts',
        data: { customer: alice.id, lines: [{ product: product.id, size: '3-0', code: 'NOPE', quantity: 1 }] },
        ...as(alice),
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('orders: customers read their own, never create or change them; order managers move them', async () => {
    const order = await payload.create({
      collection: 'orders',
      data: { customer: alice.id, subtotal: 100, total: 100, paymentType: 'COD', lines: [] } as never,
    })
    const alicesView = await payload.find({ collection: 'orders', ...as(alice) })
    expect(alicesView.docs.map((doc) => doc.id)).toEqual([order.id])
    expect((await payload.find({ collection: 'orders', ...as(bob) })).docs).toHaveLength(0)
    await refused(payload.update({ collection: 'orders', id: order.id, data: { status: 'CANCELLED' }, ...as(alice) }))
    await refused(
      payload.create({
        collection: 'orders',
        data: { customer: alice.id, subtotal: 1, total: 1, paymentType: 'COD' } as never,
        ...as(alice),
      }),
    )
    const ship = { status: 'SHIPPED', shipment: { courier: 'Courier', trackingNumber: 'AWB1' } } as const
    await refused(payload.update({ collection: 'orders', id: order.id, data: ship, ...as(editor) }))
    const shipped = await payload.update({ collection: 'orders', id: order.id, data: ship, ...as(orderManager) })
    expect(shipped.status).toBe('SHIPPED')
  })

  it('orders: no role creates one, and staff change nothing of what was ordered or paid', async () => {
    for (const user of [admin, orderManager]) {
      await refused(
        payload.create({
          collection: 'orders',
          data: { customer: alice.id, subtotal: 1, total: 1, paymentType: 'COD' } as never,
          ...as(user),
        }),
      )
    }
    const order = await payload.create({
      collection: 'orders',
      data: { customer: alice.id, subtotal: 100, total: 100, paymentType: 'ONLINE', lines: [] } as never,
    })
    const rewritten = await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        customer: bob.id,
        subtotal: 1,
        total: 1,
        paymentType: 'COD',
        paymentStatus: 'PAID',
        lines: [{ name: 'Free', quantity: 1, unitPrice: 0, lineTotal: 0 }],
        address: { city: 'Elsewhere' },
        discount: { code: 'FREE', percent: 100, amount: 100 },
        razorpay: { paymentId: 'pay_forged' },
        status: 'CANCELLED',
        cancellation: { reason: 'Entered twice' },
      } as never,
      depth: 0,
      ...as(admin),
    })
    expect(rewritten).toMatchObject({
      customer: alice.id,
      subtotal: 100,
      total: 100,
      paymentType: 'ONLINE',
      paymentStatus: 'PENDING',
      lines: [],
      status: 'CANCELLED',
    })
    expect(rewritten.address?.city ?? null).toBeNull()
    expect(rewritten.discount?.code ?? null).toBeNull()
    expect(rewritten.razorpay?.paymentId ?? null).toBeNull()
  })
})

describe('roles at the order desk', () => {
  it('catalogue editors see no orders, customers or couriers; order managers and admins do', async () => {
    await payload.create({
      collection: 'orders',
      data: { customer: alice.id, subtotal: 1, total: 1, paymentType: 'COD', lines: [] } as never,
    })
    await refused(payload.create({ collection: 'couriers', data: { name: 'By Editor' }, ...as(editor) }))
    const courier = await payload.create({ collection: 'couriers', data: { name: 'By Manager' }, ...as(orderManager) })
    for (const collection of ['orders', 'customers', 'couriers'] as const) {
      await refused(payload.find({ collection, ...as(editor) }))
      for (const reader of [orderManager, admin]) {
        expect((await payload.find({ collection, ...as(reader) })).totalDocs, collection).toBeGreaterThanOrEqual(1)
      }
    }
    await refused(payload.update({ collection: 'couriers', id: courier.id, data: { name: 'Changed' }, ...as(alice) }))
  })

  it('order managers cannot change the catalogue; admins can', async () => {
    const product = await makeProduct(payload)
    const data = { name: 'Renamed' }
    await refused(payload.update({ collection: 'products', id: product.id, data, ...as(orderManager) }))
    expect((await payload.update({ collection: 'products', id: product.id, data, ...as(admin) })).name).toBe('Renamed')
  })
})

describe('the warehouse', () => {
  const placed = () =>
    payload.create({
      collection: 'orders',
      data: { customer: alice.id, subtotal: 100, total: 100, paymentType: 'COD', lines: [] } as never,
    })

  it('ships orders, and cannot cancel, deliver or rewrite them', async () => {
    const order = await placed()
    expect((await payload.find({ collection: 'orders', ...as(warehouse) })).totalDocs).toBeGreaterThanOrEqual(1)
    await refused(payload.update({ collection: 'orders', id: order.id, data: { status: 'CANCELLED' }, ...as(warehouse) }))
    const ship = { status: 'SHIPPED', shipment: { courier: 'Courier', trackingNumber: 'AWB9' } } as const
    const shipped = await payload.update({ collection: 'orders', id: order.id, data: ship, ...as(warehouse) })
    expect(shipped).toMatchObject({ status: 'SHIPPED', shipment: { courier: 'Courier', trackingNumber: 'AWB9' } })
    await refused(payload.update({ collection: 'orders', id: order.id, data: { status: 'DELIVERED' }, ...as(warehouse) }))
    const corrected = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { shipment: { courier: 'Courier', trackingNumber: 'AWB10' }, cancellation: { reason: 'Forged' } },
      ...as(warehouse),
    })
    expect(corrected.shipment?.trackingNumber).toBe('AWB10')
    expect(corrected.cancellation?.reason ?? null).toBeNull()
  })

  it('cannot change prices or the catalogue, nor read or edit customers', async () => {
    const product = await makeProduct(payload)
    await refused(payload.update({ collection: 'products', id: product.id, data: { name: 'Renamed' }, ...as(warehouse) }))
    await refused(payload.update({ collection: 'price-lists', where: {}, data: { name: 'Renamed' }, ...as(warehouse) }))
    await refused(payload.find({ collection: 'customers', ...as(warehouse) }))
    await refused(payload.update({ collection: 'customers', id: alice.id, data: { name: 'Renamed' }, ...as(warehouse) }))
    await refused(payload.find({ collection: 'payments', ...as(warehouse) }))
  })

  it('reads stock and locations; only the ledger writes balances and movements', async () => {
    for (const reader of [warehouse, admin]) {
      for (const collection of ['stock-lots', 'stock-movements', 'stock-locations'] as const) {
        await payload.find({ collection, ...as(reader) })
      }
    }
    for (const reader of [undefined, alice, editor, orderManager]) {
      for (const collection of ['stock-lots', 'stock-movements', 'stock-locations'] as const) {
        await refused(payload.find({ collection, ...as(reader) }))
      }
    }
    const location = await payload.create({ collection: 'stock-locations', data: { name: 'Cold room', code: 'cold' }, ...as(warehouse) })
    expect(location.code).toBe('COLD')
    const lot = { code: 'NS 1', lot: 'L1', expiry: '2030-01', location: location.id, onHand: 5, reserved: 0, available: 5 }
    await refused(payload.create({ collection: 'stock-lots', data: lot, ...as(warehouse) }))
    await refused(
      payload.create({
        collection: 'stock-movements',
        data: { type: 'receipt', code: 'NS 1', lot: 'L1', expiry: '2030-01', location: location.id, quantity: 5, actor: 'x' },
        ...as(admin),
      }),
    )
  })
})

describe('staff and settings', () => {
  it('only admins manage staff accounts and roles', async () => {
    for (const user of [editor, orderManager, alice]) {
      await refused(
        payload.create({
          collection: 'users',
          data: { name: 'X', email: `x${Math.random()}@example.com`, password: 'pass-123', roles: ['admin'] },
          ...as(user),
        }),
      )
    }
    const created = await payload.create({
      collection: 'users',
      data: { name: 'New Editor', email: 'new-editor@example.com', password: 'pass-1234', roles: ['catalogue-editor'] },
      ...as(admin),
    })
    const selfPromoted = await payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'] }, ...as(editor) })
    expect(selfPromoted.roles).toEqual(['catalogue-editor'])
    await refused(payload.delete({ collection: 'users', id: created.id, ...as(editor) }))
  })

  it('only admins change site settings; anyone reads them', async () => {
    await expect(payload.findGlobal({ slug: 'site-settings', ...as(undefined) })).resolves.toBeDefined()
    for (const user of [editor, orderManager, alice]) {
      await refused(payload.updateGlobal({ slug: 'site-settings', data: { companyName: 'Hacked' }, ...as(user) }))
    }
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        companyName: 'Nuvo Surgical',
        email: 'sales@example.com',
        address: 'Example address',
        phones: [{ number: '+91 00000 00001' }],
      },
      ...as(admin),
    })
    expect(settings.companyName).toBe('Nuvo Surgical')
  })

  it('discount codes: admins manage them, customers cannot read them', async () => {
    await refused(payload.find({ collection: 'discount-codes', ...as(alice) }))
    await refused(payload.create({ collection: 'discount-codes', data: { code: 'free', percent: 50 }, ...as(orderManager) }))
    const code = await payload.create({ collection: 'discount-codes', data: { code: ' save30 ', percent: 30 }, ...as(admin) })
    expect(code.code).toBe('SAVE30')
  })

  it('enquiries are read by staff only and never created through the collection API', async () => {
    await refused(
      payload.create({ collection: 'enquiries', data: { name: 'A', phoneNumber: '9999999999', email: 'a@example.com' }, ...as(alice) }),
    )
    await refused(payload.find({ collection: 'enquiries', ...as(alice) }))
    await expect(payload.find({ collection: 'enquiries', ...as(orderManager) })).resolves.toBeDefined()
  })
})
