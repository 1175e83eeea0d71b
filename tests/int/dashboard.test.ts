import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { dashboardTiles } from '../../cms/admin/dashboard/tiles'
import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('dashboard'))
})
afterAll(() => cleanup())

const valuesOf = (groups: Awaited<ReturnType<typeof dashboardTiles>>) =>
  Object.fromEntries(groups.flatMap((group) => group.tiles.map((tile) => [tile.label, tile.value])))

it('counts each role its own work: the order desk for order managers, the catalogue for editors, both for admins', async () => {
  const [admin, editor, orderManager] = await Promise.all([
    makeStaff(payload, ['admin']),
    makeStaff(payload, ['catalogue-editor']),
    makeStaff(payload, ['order-manager']),
  ])
  const product = await makeProduct(payload)
  await makeProduct(payload, 'draft')
  const buyer = await makeCustomer(payload)
  const order = (paymentType: 'COD' | 'ONLINE', total: number) =>
    payload.create({
      collection: 'orders',
      data: { customer: buyer.id, status: 'ORDERED', paymentStatus: 'PENDING', paymentType, subtotal: total, total, lines: [] },
    })
  await order('COD', 100_000)
  await order('ONLINE', 50_000) // unpaid online: not yet to ship
  const shipped = await order('COD', 25_000)
  await payload.update({
    collection: 'orders',
    id: shipped.id,
    data: { status: 'SHIPPED', shipment: { courier: 'Courier', trackingNumber: 'AWB1' } },
  })
  await payload.create({ collection: 'enquiries', data: { name: 'Clinic', phoneNumber: '9876543210', email: 'c@example.com' } })
  const returnOf = (returnId: string) =>
    payload.create({
      collection: 'returns',
      data: {
        returnId,
        customer: buyer.id,
        order: shipped.id,
        orderNumber: shipped.orderId!,
        kind: 'RETURN',
        reason: 'DAMAGED',
        lines: [{ code: 'C1', name: 'Suture', quantity: 1 }],
        status: 'REQUESTED',
      },
    })
  await returnOf('RT-TO-HANDLE')
  const rejected = await returnOf('RT-REJECTED')
  await payload.update({ collection: 'returns', id: rejected.id, data: { status: 'REJECTED', rejectionReason: 'Opened' } })

  const desk = valuesOf(await dashboardTiles(payload, orderManager))
  expect(desk).toEqual({
    'Orders to ship': '1',
    'Shipped, not delivered': '1',
    'Orders today': '3',
    'Orders in the last 7 days': '3',
    'New enquiries': '1',
    'Returns to handle': '1',
    'Overdue accounts': '0',
  })
  const [deskGroup] = await dashboardTiles(payload, orderManager)
  expect(deskGroup!.tiles.find((tile) => tile.label === 'Orders today')!.detail).toBe('Revenue ₹1,750.00')
  expect(deskGroup!.tiles[0]!.href).toMatch(/^\/admin\/collections\/orders\?where/)

  const shelf = valuesOf(await dashboardTiles(payload, editor))
  expect(shelf).toEqual({
    'Products without images': '2',
    'Draft products': '1',
    'Products without HSN code': '2',
    'Certificates expiring within 30 days': '0',
  })
  await payload.update({ collection: 'products', id: product.id, data: { hsnCode: '30061010' } })
  expect(valuesOf(await dashboardTiles(payload, editor))['Products without HSN code']).toBe('1')

  expect((await dashboardTiles(payload, admin)).map((group) => group.title)).toEqual(['Order desk', 'Catalogue'])
})
