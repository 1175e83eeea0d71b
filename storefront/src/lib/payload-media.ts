import { z } from 'zod'

import type { Image } from '@contract'

const sizeSchema = z.object({ url: z.string().nullish(), width: z.number().nullish() })

/** An upload as Payload's REST API returns it at depth 1 (an id string when it was not populated). */
export const payloadMediaSchema = z
  .union([
    z.object({
      url: z.string().nullish(),
      alt: z.string().nullish(),
      width: z.number().nullish(),
      height: z.number().nullish(),
      sizes: z.record(z.string(), sizeSchema).nullish(),
    }),
    z.string(),
    z.null(),
  ])
  .optional()

/** Reshapes a Payload upload into the contract's `Image` (the shape every image component takes). */
export function toImage(media: z.infer<typeof payloadMediaSchema>): Image | null {
  if (!media || typeof media === 'string' || !media.url) return null
  const sizes = Object.fromEntries(
    Object.entries(media.sizes ?? {}).flatMap(([name, size]) =>
      size.url ? [[name, { url: size.url, width: size.width ?? null }]] : [],
    ),
  )
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null, sizes }
}
