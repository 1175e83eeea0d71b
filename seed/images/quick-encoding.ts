import type { ImageUploadFormatOptions, SanitizedConfig } from 'payload'

/**
 * libwebp's effort (0–6) for the seed's drawings. Payload encodes every upload five times (the file and its four
 * sizes), which is most of a fresh seed's image time. The drawings are flat colours and a few lines of text: at effort
 * 2 the 93 of them take half the encoding CPU of the default (4) for 6 % more bytes (seed/README.md, Timings).
 */
export const SEED_WEBP_EFFORT = 2

function quicker(format: ImageUploadFormatOptions | undefined): ImageUploadFormatOptions | undefined {
  if (format?.format !== 'webp') return format
  return { ...format, options: { ...format.options, effort: SEED_WEBP_EFFORT } }
}

/**
 * The config with the WebP effort of every upload collection lowered to {@link SEED_WEBP_EFFORT}, for the seed
 * command only: files staff upload keep the collection's own settings.
 */
export function withQuickImageEncoding(config: SanitizedConfig): SanitizedConfig {
  return {
    ...config,
    collections: config.collections.map((collection) =>
      collection.upload
        ? {
            ...collection,
            upload: {
              ...collection.upload,
              formatOptions: quicker(collection.upload.formatOptions),
              imageSizes: collection.upload.imageSizes?.map((size) => ({ ...size, formatOptions: quicker(size.formatOptions) })),
            },
          }
        : collection,
    ),
  }
}
