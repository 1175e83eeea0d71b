import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, catalogueEditors } from '../access'
import { recordsCatalogueChanges } from '../services/for-collections'

/** Sizes the storefront asks for, all WebP: cards, the product gallery, thumbnails and link previews. */
export const MEDIA_SIZES = [
  { name: 'thumbnail', width: 160, height: 160 },
  { name: 'card', width: 480, height: 480 },
  { name: 'detail', width: 960, height: 960 },
  { name: 'og', width: 1200, height: 630 },
] as const

/**
 * Media files are public and change only by a new upload, which Payload gives a new file name if the old one is still
 * taken; a day in browsers and proxies spares every page view a round trip per image, while a file replaced under its
 * old name is seen again the next day at the latest.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400'

function withMediaCacheLifetime({ headers }: { headers: Headers }): Headers {
  headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
  return headers
}

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Catalogue' },
  // A changed or deleted image changes its products' answers without an update to them: recorded as its own kind.
  hooks: recordsCatalogueChanges('media', ['catalogue', 'blog']),
  access: { read: anyone, create: catalogueEditors, update: catalogueEditors, delete: catalogueEditors },
  upload: {
    staticDir: path.resolve(process.env.APP_ROOT ?? process.cwd(), 'data/media'),
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: MEDIA_SIZES.map((size) => ({
      ...size,
      fit: 'inside' as const,
      withoutEnlargement: true,
      formatOptions: { format: 'webp' as const, options: { quality: 78 } },
    })),
    adminThumbnail: 'thumbnail',
    modifyResponseHeaders: withMediaCacheLifetime,
    focalPoint: false,
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
