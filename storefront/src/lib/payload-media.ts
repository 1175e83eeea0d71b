import type { Image } from '@contract'

type PayloadSize = { url?: string | null; width?: number | null }

/** An upload as Payload's REST API returns it at depth 1 (an id string when it was not populated). */
export type PayloadMedia =
  | {
      url?: string | null
      alt?: string | null
      width?: number | null
      height?: number | null
      sizes?: Record<string, PayloadSize | null> | null
    }
  | string
  | null
  | undefined

/** Reshapes a Payload upload into the contract's `Image` (the shape every image component takes). */
export function toImage(media: PayloadMedia): Image | null {
  if (!media || typeof media !== 'object' || typeof media.url !== 'string' || !media.url) return null
  const sizes = Object.fromEntries(
    Object.entries(media.sizes ?? {}).flatMap(([name, size]) =>
      typeof size?.url === 'string' && size.url ? [[name, { url: size.url, width: size.width ?? null }]] : [],
    ),
  )
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null, sizes }
}
