import type { Payload, PayloadRequest } from 'payload'

import { CERTIFICATE_WARNING_DAYS } from '../../contract/compliance'
import { certificateExpiryText, certificatesExpiringBy } from '../../lib/certificates'
import { shopDay } from '../../lib/shop-time'
import { adminListUrl } from './admin-links'
import type { Tile } from './tile'

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
  const named = docs.map((doc) => `${doc.title}: ${certificateExpiryText(today, shopDay(new Date(doc.expiresOn!)))}`)
  return {
    label: `Certificates expiring within ${CERTIFICATE_WARNING_DAYS} days`,
    value: String(totalDocs),
    detail: totalDocs === 0 ? 'All certificates valid beyond that' : [...named, ...(totalDocs > docs.length ? ['…'] : [])].join('; '),
    href: adminListUrl('product-documents', where),
    warning: totalDocs > 0,
  }
}
