import type { HomeContent, Media } from '../payload-types'

type Upload = string | Media | null | undefined

/**
 * An upload as the storefront reads it (an image's address, text and sizes); Payload's ids, file names, byte counts
 * and dates stay out of the page.
 */
function imageOf(upload: Upload) {
  if (!upload || typeof upload !== 'object') return null
  const sizes = Object.fromEntries(
    Object.entries(upload.sizes ?? {}).flatMap(([name, size]) => (size?.url ? [[name, { url: size.url, width: size.width ?? null }]] : [])),
  )
  return { url: upload.url ?? null, alt: upload.alt ?? '', width: upload.width ?? null, height: upload.height ?? null, sizes }
}

/**
 * The home content handed over with the home page, in the shape of Payload's REST answer at depth 1 so that the
 * storefront reads both alike, with only what its sections draw: the page's first download stays small, and the
 * browser has less to parse before the first screen.
 */
export function homeFirstData(home: HomeContent) {
  return {
    bannerSlides: (home.bannerSlides ?? []).map(({ id: _id, image, ...slide }) => ({ ...slide, image: imageOf(image) })),
    faq: (home.faq ?? []).map((item) => ({
      question: item.question,
      answer: (item.answer ?? []).map((block) => ({
        type: block.type,
        content: block.content ?? null,
        items: (block.items ?? []).map((entry) => ({ text: entry.text })),
      })),
    })),
    testimonials: (home.testimonials ?? []).map(({ avatar, ...entry }) => ({ ...entry, avatar: imageOf(avatar) })),
  }
}
