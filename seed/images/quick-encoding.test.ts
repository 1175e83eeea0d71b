import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { GstRates } from '../../cms/collections/GstRates'
import { Media } from '../../cms/collections/Media'
import { SEED_WEBP_EFFORT, withQuickImageEncoding } from './quick-encoding'

const config = { collections: [Media, GstRates] } as unknown as SanitizedConfig

describe('withQuickImageEncoding (the seed command)', () => {
  const seedMedia = withQuickImageEncoding(config).collections.find((collection) => collection.slug === 'media')!
  const upload = seedMedia.upload as Exclude<typeof seedMedia.upload, boolean>

  it('encodes the seeded file and each of its sizes at the quick effort, at the quality staff uploads get', () => {
    expect(upload.formatOptions).toEqual({ format: 'webp', options: { quality: 80, effort: SEED_WEBP_EFFORT } })
    const quick = { format: 'webp', options: { quality: 78, effort: SEED_WEBP_EFFORT } }
    expect(upload.imageSizes?.map((size) => size.formatOptions)).toEqual([quick, quick, quick, quick])
  })

  it('leaves the collection staff upload through as it is, and collections without uploads alone', () => {
    expect(JSON.stringify(Media.upload)).not.toContain('effort')
    expect(withQuickImageEncoding(config).collections[1]).toBe(GstRates)
  })
})
