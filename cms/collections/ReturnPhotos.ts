import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, ownerOrOrderManagers } from '../access'
import { RETURN_PHOTO_TYPES } from '../contract/after-sale'
import { ownerField } from '../fields/owner'

/**
 * Photos a buyer sends with a return (damage, a wrong label). Private: the buyer and order managers only, never the
 * public media. Written by the shop API after it checked their type and size.
 */
export const ReturnPhotos: CollectionConfig = {
  slug: 'return-photos',
  labels: { singular: 'Return photo', plural: 'Return photos' },
  admin: { group: 'Shop', hidden: true },
  access: { read: ownerOrOrderManagers, create: nobody, update: nobody, delete: adminsOnly },
  upload: {
    staticDir: path.resolve(process.env.APP_ROOT ?? process.cwd(), 'data/return-photos'),
    mimeTypes: [...RETURN_PHOTO_TYPES],
    focalPoint: false,
    crop: false,
  },
  fields: [ownerField],
}
