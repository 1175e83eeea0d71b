import type { PayloadRequest } from 'payload'

import { DEFAULT_AVAILABILITY_SETTINGS } from '../../contract/availability'
import { strictestMinimum, type ShelfLifeMinimum, type ShelfLifeSetting } from '../../contract/shelf-life'
import { shopDay } from '../../lib/shop-time'
import { listsNaming } from '../pricing/lists-naming'

const validOn = (day: string) => (list: { validFrom?: string | null; validUntil?: string | null }) =>
  (!list.validFrom || list.validFrom.slice(0, 10) <= day) && (!list.validUntil || list.validUntil.slice(0, 10) >= day)

/**
 * The price lists naming the customer, directly, by one of their groups or by their company, valid on `day`: their
 * shelf-life settings.
 */
async function priceListSettings(req: PayloadRequest, customerId: string, day: string): Promise<ShelfLifeSetting[]> {
  const where = await listsNaming(req.payload, customerId, true, req)
  if (!where) return []
  const { docs } = await req.payload.find({
    collection: 'price-lists',
    where,
    select: { validFrom: true, validUntil: true, minimumShelfLife: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter(validOn(day)).map((list) => list.minimumShelfLife ?? {})
}

/**
 * The minimum remaining shelf life lots keep for a customer on the shop's day: the strictest of the site's minimum
 * (Site settings, months), the customer's own and that of each of their price lists valid today.
 */
export async function buyerShelfLifeMinimum(req: PayloadRequest, customerId: string | null): Promise<ShelfLifeMinimum> {
  const day = shopDay(new Date())
  const [settings, customer, lists] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', select: { minimumShelfLifeMonths: true }, depth: 0, overrideAccess: true, req }),
    customerId
      ? req.payload.findByID({
          collection: 'customers',
          id: customerId,
          select: { minimumShelfLife: true },
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null,
    customerId ? priceListSettings(req, customerId, day) : [],
  ])
  const siteMonths = settings.minimumShelfLifeMonths ?? DEFAULT_AVAILABILITY_SETTINGS.minimumShelfLifeMonths
  return strictestMinimum(siteMonths, [customer?.minimumShelfLife, ...lists])
}
