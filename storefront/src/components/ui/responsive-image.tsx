import type { ImgHTMLAttributes } from 'react'

import type { Image } from '@contract'

/** WebP sizes the media collection makes, narrowest first. */
const SIZE_ORDER = ['thumbnail', 'card', 'detail'] as const

/** `srcset` from the media sizes; `wide` adds the 1200 px size and the original for full-width banners. */
export function srcSetOf(image: Image | null | undefined, wide = false): string | undefined {
  if (!image?.sizes) return undefined
  const names: string[] = wide ? ['card', 'detail', 'og'] : [...SIZE_ORDER]
  const entries = names.flatMap((name) => {
    const size = image.sizes?.[name]
    return size?.url && size.width ? [{ url: size.url, width: size.width }] : []
  })
  if (wide && image.width && !entries.some((entry) => entry.width >= (image.width ?? 0))) {
    entries.push({ url: image.url, width: image.width })
  }
  const unique = entries.filter((entry, index) => entries.findIndex((other) => other.width === entry.width) === index)
  return unique.length > 0 ? unique.map((entry) => `${entry.url} ${entry.width}w`).join(', ') : undefined
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> & {
  image?: Image | null
  /** Used when there is no image set (the plain URL lists of the API). */
  src?: string | null
  alt: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  /** The preferred size for `src` when a set exists. */
  preferred?: (typeof SIZE_ORDER)[number]
  /** Full-width image (banners): offer the larger sizes too. */
  wide?: boolean
}

/** An image with `srcset` from the media sizes, lazy unless it is above the fold. */
export function ResponsiveImage({ image, src, alt, priority = false, preferred = 'card', wide = false, sizes, ...rest }: Props) {
  const url = image?.sizes?.[preferred]?.url ?? image?.url ?? src ?? undefined
  const srcSet = srcSetOf(image, wide)
  if (!url) return <div aria-hidden="true" className={`bg-slate-100 ${rest.className ?? ''}`} />
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt || image?.alt || ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      width={rest.width ?? image?.width ?? undefined}
      height={rest.height ?? image?.height ?? undefined}
      {...rest}
    />
  )
}
