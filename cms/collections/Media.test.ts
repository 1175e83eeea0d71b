import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'

import { mediaStoragePlugins, type MediaStorage } from '../storage'
import { Media } from './Media'

const s3 = (prefix: string): MediaStorage => ({
  kind: 's3',
  bucket: 'shop-media',
  region: 'us-east-1',
  endpoint: 'http://minio:9000',
  forcePathStyle: true,
  accessKeyId: 'k',
  secretAccessKey: 's',
  prefix,
})

async function mediaWith(storage: MediaStorage): Promise<CollectionConfig> {
  let config = { collections: [Media] } as Config
  for (const plugin of mediaStoragePlugins(storage)) config = await plugin(config)
  return config.collections!.find((collection) => collection.slug === 'media')!
}

const fieldNames = (collection: CollectionConfig) => collection.fields.map((field) => ('name' in field ? field.name : field.type))

describe('media storage plugin', () => {
  it('gives the media collection the same fields on the local disk and in S3, so one schema and its migrations serve both', async () => {
    const local = fieldNames(await mediaWith({ kind: 'local' }))
    expect(local).toEqual(expect.arrayContaining(['alt', 'prefix', '_objectKey']))
    expect(fieldNames(await mediaWith(s3('')))).toEqual(local)
    expect(fieldNames(await mediaWith(s3('shop/media')))).toEqual(local)
  })

  it('keeps files on the local disk unless S3 is configured, and serves them through Payload either way', async () => {
    const local = await mediaWith({ kind: 'local' })
    expect(local.upload).toMatchObject({ staticDir: expect.stringMatching(/data\/media$/) })
    expect((local.upload as { disableLocalStorage?: boolean }).disableLocalStorage).toBeUndefined()
    const remote = (await mediaWith(s3(''))).upload as { disableLocalStorage: boolean; adapter: string; handlers: unknown[] }
    expect(remote).toMatchObject({ disableLocalStorage: true, adapter: 's3' })
    // The plugin's file handler answers /api/media/file/<name> from the bucket, after Payload's access check.
    expect(remote.handlers).toHaveLength(1)
  })
})
