import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { MediaStorage } from './settings'

export { type MediaStorage } from './settings'

// Payload's start-up check outside production stops the process unless every @payloadcms package is at payload's own
// version, and the storage plugins are one patch release behind on purpose (docs/decisions/025-runtime-and-pinned-dependencies.md).
// cms/storage/payload-versions.test.ts checks the same thing allowing exactly those two.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** The shop's upload collections: all of them move to S3 together. */
const UPLOAD_COLLECTIONS = ['media', 'return-photos'] as const

/**
 * The storage plugin of the upload collections. It is installed in both modes: switched off for the local disk, it
 * still adds its two columns (`prefix`, `_objectKey`), so the SQLite schema and its migrations are the same whichever
 * storage a server uses. Files are always served through Payload (`/api/media/file/<name>`), so the access rules,
 * the shop's image URLs and their cache headers stay the same on either storage.
 */
export function mediaStoragePlugins(storage: MediaStorage): Plugin[] {
  // Switched on, the plugin adds the `prefix` column only when given a prefix, even an empty one.
  const collections = Object.fromEntries(
    UPLOAD_COLLECTIONS.map((slug) => [slug, storage.kind === 's3' ? { prefix: storage.prefix } : true]),
  )
  if (storage.kind === 'local') {
    return [s3Storage({ enabled: false, alwaysInsertFields: true, bucket: '', collections, config: {} })]
  }
  return [
    s3Storage({
      alwaysInsertFields: true,
      bucket: storage.bucket,
      collections,
      config: {
        region: storage.region,
        endpoint: storage.endpoint,
        forcePathStyle: storage.forcePathStyle,
        credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
      },
    }),
  ]
}
