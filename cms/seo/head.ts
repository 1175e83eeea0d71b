import type { JsonLd } from './json-ld'

export type PageHead = {
  title: string
  description: string
  /** Path of the canonical address (joined to the public origin). */
  canonicalPath: string
  image?: string | null
  ogType?: 'website' | 'product' | 'article'
  noindex?: boolean
  jsonLd?: JsonLd[]
  /** An image the page shows first (its likely LCP element), preloaded from the head. */
  preloadImage?: { href: string; srcset?: string; sizes?: string } | null
  /** Script chunks of the screen, preloaded alongside the app's own. */
  modulePreloads?: string[]
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
}

/** JSON that can sit inside a <script> element: no `</script>`, no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

/** The tags between the `<!--seo:start-->` and `<!--seo:end-->` markers of the storefront's index.html. */
export function renderHead(head: PageHead, origin: string, siteName: string): string {
  const title = head.title.includes(siteName) ? head.title : `${head.title} | ${siteName}`
  const url = `${origin}${head.canonicalPath}`
  const image = head.image ? new URL(head.image, `${origin}/`).href : `${origin}/favicon.svg`
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.href)}"${head.preloadImage.srcset ? ` imagesrcset="${escapeHtml(head.preloadImage.srcset)}"` : ''}${head.preloadImage.sizes ? ` imagesizes="${escapeHtml(head.preloadImage.sizes)}"` : ''} fetchpriority="high" />`
      : '',
    ...(head.modulePreloads ?? []).map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" />`),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ]
  return tags.filter(Boolean).join('\n    ')
}
