import type { Image } from '../../contract/catalogue'
import type { Media } from '../../payload-types'

/** An upload relation as stored: the populated media document, or only its id when it could not be read. */
export type MediaRef = string | Media | null | undefined

const asMedia = (value: MediaRef): Media | null => (value && typeof value === 'object' && value.url ? value : null)

/** The original file's URL, or null when there is no image. */
export function imageUrl(value: MediaRef): string | null {
  return asMedia(value)?.url ?? null
}

/** URL, alt text, dimensions and the WebP sizes (thumbnail, card, detail, og) for a srcset. */
export function imageSet(value: MediaRef, fallbackAlt = ''): Image | null {
  const media = asMedia(value)
  if (!media) return null
  const sizes: NonNullable<Image['sizes']> = {}
  for (const [name, size] of Object.entries(media.sizes ?? {})) {
    if (size?.url) sizes[name] = { url: size.url, width: size.width ?? null }
  }
  return {
    url: media.url as string,
    alt: media.alt || fallbackAlt,
    width: media.width ?? null,
    height: media.height ?? null,
    sizes,
  }
}
