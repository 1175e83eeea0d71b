import type { Image } from '../contract/catalogue'
import { escapeHtml } from './head'

/*
 * Markup for the app shell's slot (storefront/index.html): the page's first image, where the app will draw it, shown
 * from the first HTML until the app has drawn the page. The classes are the shell's own (storefront/src/index.css),
 * laid out like the screens' components, so nothing moves when the app takes over and the image the visitor sees
 * first is the page's largest. The shell is hidden from assistive technology; the app's page is what is read.
 * `elementtiming` lets the app see when the browser has drawn the image (storefront/src/main.tsx).
 */

type ImgSource = { src: string; srcset?: string; sizes: string }

const img = ({ src, srcset, sizes }: ImgSource, extra = '') =>
  `<img src="${escapeHtml(src)}"${srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"` : ''} alt="" fetchpriority="high" elementtiming="shell"${extra} />`

/** Home > … > current, as components/ui/breadcrumbs.tsx draws it. */
const crumbs = (labels: string[]) =>
  `<ol class="app-shell-crumbs">${labels
    .map(
      (label, index) => `<li>${index === labels.length - 1 ? `<b>${escapeHtml(label)}</b>` : `${escapeHtml(label)}<span>&gt;</span>`}</li>`,
    )
    .join('')}</ol>`

/** The home banner's first slide (features/home/components/hero-banner.tsx). */
export function homeHeroPreview(image: ImgSource): string {
  return `<div class="app-shell-hero">${img(image)}</div>`
}

/** A category's heading and its first product card's image (category-products-page.tsx, product-card.tsx). */
export function categoryPreview(name: string, image: ImgSource | null): string {
  const card = image
    ? `<div class="app-shell-cards"><div class="app-shell-card">${img(image, ' width="480" height="480"')}</div></div>`
    : ''
  return `<div class="app-shell-page">${crumbs(['Home', 'Category', name])}<p class="app-shell-title">${escapeHtml(name)} Products</p>${card}</div>`
}

/** A product's breadcrumbs and the main image of its gallery (product-page.tsx, product-gallery.tsx). */
export function productPreview(categoryName: string, productName: string, image: ImgSource): string {
  return `<div class="app-shell-page">${crumbs(['Home', 'Category', categoryName, productName])}<div class="app-shell-product"><div class="app-shell-gallery">${img(image, ' width="960" height="960"')}</div></div></div>`
}

/** The `srcset` the storefront gives an image (components/ui/responsive-image.tsx): thumbnail, card and detail sizes. */
export function srcsetOf(image: Image | null | undefined): string | undefined {
  const entries = (['thumbnail', 'card', 'detail'] as const).flatMap((name) => {
    const size = image?.sizes?.[name]
    return size?.url && size.width ? [`${size.url} ${size.width}w`] : []
  })
  return entries.length > 0 ? entries.join(', ') : undefined
}
