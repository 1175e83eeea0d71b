import type { Payload, PayloadRequest, Where } from 'payload'

import { CERTIFICATE_WARNING_DAYS } from '../../contract/compliance'
import { addDays, shopDay, startOfShopDay } from '../../lib/shopTime'
import { adminListUrl } from './adminLinks'
import type { Tile } from './tiles'

/** Certificates (every document but an IFU) whose last valid day is at most `CERTIFICATE_WARNING_DAYS` away, or past. */
export function certificatesExpiringBy(now: Date): Where {
  const firstSafeDay = addDays(shopDay(now), CERTIFICATE_WARNING_DAYS + 1)
  return { and: [{ kind: { not_equals: 'IFU' } }, { expiresOn: { less_than: startOfShopDay(firstSafeDay).toISOString() } }] }
}

/** How many days after `today` (YYYY-MM-DD) `day` is; negative when it has passed. */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)

/** "expired 3 Nov", "expires today", "expires in 12 days". */
function whenText(today: string, day: string): string {
  const days = daysBetween(today, day)
  if (days < 0) return `expired ${day}`
  if (days === 0) return 'expires today'
  return `expires in ${days} day${days === 1 ? '' : 's'} (${day})`
}

/**
 * The catalogue editors' warning: certificates expiring within 30 days or already expired, the soonest first, named
 * in the tile's detail so the editor knows which to renew before a tender or a hospital asks for it.
 */
export async function expiringCertificatesTile(payload: Payload, user: PayloadRequest['user'], now: Date): Promise<Tile> {
  const where = certificatesExpiringBy(now)
  const { docs, totalDocs } = await payload.find({
    collection: 'product-documents',
    where,
    sort: 'expiresOn',
    limit: 3,
    depth: 0,
    select: { title: true, expiresOn: true },
    overrideAccess: false,
    user,
  })
  const today = shopDay(now)
  const named = docs.map((doc) => `${doc.title}: ${whenText(today, shopDay(new Date(doc.expiresOn!)))}`)
  return {
    label: `Certificates expiring within ${CERTIFICATE_WARNING_DAYS} days`,
    value: String(totalDocs),
    detail: totalDocs === 0 ? 'All certificates valid beyond that' : [...named, ...(totalDocs > docs.length ? ['…'] : [])].join('; '),
    href: adminListUrl('product-documents', where),
    warning: totalDocs > 0,
  }
}
