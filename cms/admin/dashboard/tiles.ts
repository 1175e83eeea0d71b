import type { Payload, PayloadRequest, Where } from 'payload'

import { hasRole } from '../../access/roles'
import { addDays, shopDay, startOfShopDay } from '../../lib/shop-time'
import { formatPaise } from '../../contract/money'
import { adminListUrl } from './admin-links'
import { expiringCertificatesTile } from './certificates'
import { overdueAccountsTile } from './overdue-accounts'
import type { Tile, TileGroup } from './tile'

type User = PayloadRequest['user']

/** ORDERED orders that may leave: paid online, cash on delivery, or on account. */
export const TO_SHIP: Where = {
  and: [{ status: { equals: 'ORDERED' } }, { or: [{ paymentStatus: { equals: 'PAID' } }, { paymentType: { in: ['COD', 'ACCOUNT'] } }] }],
}
export const IN_TRANSIT: Where = { status: { equals: 'SHIPPED' } }
/** Returns staff still have to move: not yet refunded, replaced or rejected. */
export const RETURNS_TO_HANDLE: Where = { status: { in: ['REQUESTED', 'APPROVED', 'RECEIVED'] } }
export const NEW_ENQUIRIES: Where = { status: { equals: 'new' } }
export const DRAFT_PRODUCTS: Where = { _status: { equals: 'draft' } }
export const PRODUCTS_WITHOUT_IMAGES: Where = { images: { exists: false } }
export const PRODUCTS_WITHOUT_HSN: Where = { or: [{ hsnCode: { exists: false } }, { hsnCode: { equals: '' } }] }

/** Orders placed since an instant, cancelled ones left out of the revenue (but counted as orders). */
async function ordersSince(payload: Payload, user: User, label: string, since: Date): Promise<Tile> {
  const placed: Where = { createdAt: { greater_than_equal: since.toISOString() } }
  const { docs } = await payload.find({
    collection: 'orders',
    where: placed,
    select: { total: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const revenue = docs.filter((order) => order.status !== 'CANCELLED').reduce((sum, order) => sum + (order.total ?? 0), 0)
  return {
    label,
    value: String(docs.length),
    detail: `Revenue ${formatPaise(revenue, { symbol: '₹' })}`,
    href: adminListUrl('orders', placed),
  }
}

async function count(payload: Payload, user: User, collection: 'orders' | 'enquiries' | 'products' | 'returns', where: Where) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: false, user })
  return String(totalDocs)
}

async function orderDesk(payload: Payload, user: User, now: Date): Promise<TileGroup> {
  const today = shopDay(now)
  const [toShip, inTransit, placedToday, placedWeek, enquiries, returnsToHandle, overdue] = await Promise.all([
    count(payload, user, 'orders', TO_SHIP),
    count(payload, user, 'orders', IN_TRANSIT),
    ordersSince(payload, user, 'Orders today', startOfShopDay(today)),
    ordersSince(payload, user, 'Orders in the last 7 days', startOfShopDay(addDays(today, -6))),
    count(payload, user, 'enquiries', NEW_ENQUIRIES),
    count(payload, user, 'returns', RETURNS_TO_HANDLE),
    overdueAccountsTile(payload, now),
  ])
  return {
    title: 'Order desk',
    tiles: [
      { label: 'Orders to ship', value: toShip, detail: 'Ordered, paid or cash on delivery', href: adminListUrl('orders', TO_SHIP) },
      { label: 'Shipped, not delivered', value: inTransit, href: adminListUrl('orders', IN_TRANSIT) },
      placedToday,
      placedWeek,
      { label: 'New enquiries', value: enquiries, href: adminListUrl('enquiries', NEW_ENQUIRIES) },
      {
        label: 'Returns to handle',
        value: returnsToHandle,
        detail: 'Requested, approved or received',
        href: adminListUrl('returns', RETURNS_TO_HANDLE),
      },
      overdue,
    ],
  }
}

async function catalogue(payload: Payload, user: User, now: Date): Promise<TileGroup> {
  const [withoutImages, drafts, withoutHsn, certificates] = await Promise.all([
    count(payload, user, 'products', PRODUCTS_WITHOUT_IMAGES),
    count(payload, user, 'products', DRAFT_PRODUCTS),
    count(payload, user, 'products', PRODUCTS_WITHOUT_HSN),
    expiringCertificatesTile(payload, user, now),
  ])
  return {
    title: 'Catalogue',
    tiles: [
      { label: 'Products without images', value: withoutImages, href: adminListUrl('products', PRODUCTS_WITHOUT_IMAGES) },
      { label: 'Draft products', value: drafts, detail: 'Not yet on the shop', href: adminListUrl('products', DRAFT_PRODUCTS) },
      {
        label: 'Products without HSN code',
        value: withoutHsn,
        detail: 'Needed on tax invoices',
        href: adminListUrl('products', PRODUCTS_WITHOUT_HSN),
      },
      certificates,
    ],
  }
}

/** What the signed-in staff member should look at first: the order desk, the catalogue, or both for an admin. */
export async function dashboardTiles(payload: Payload, user: User, now = new Date()): Promise<TileGroup[]> {
  const groups: Promise<TileGroup>[] = []
  if (hasRole(user, 'order-manager')) groups.push(orderDesk(payload, user, now))
  if (hasRole(user, 'catalogue-editor')) groups.push(catalogue(payload, user, now))
  return Promise.all(groups)
}
