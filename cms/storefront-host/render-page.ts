import { renderHead, scriptSafeJson, type PageHead } from '../seo/head'
import type { InitialQuery } from '../seo/pages'

const SEO_BLOCK = /<!--seo:start-->[\s\S]*?<!--seo:end-->/
const HERO_SLOT = '<!--shell:hero-->'

/**
 * The storefront's index.html with this page's head in place of the default one, the page's first data in a JSON
 * script the app reads at start (so it need not fetch it again), and, where the page has one, a preview of its
 * first image in the app shell, shown until the app draws the page.
 */
export function renderPage(
  template: string,
  head: PageHead,
  initialData: InitialQuery[],
  origin: string,
  siteName: string,
  heroHtml = '',
): string {
  const withHero = heroHtml ? template.replace(HERO_SLOT, () => heroHtml) : template
  const withHead = SEO_BLOCK.test(withHero)
    ? withHero.replace(SEO_BLOCK, () => renderHead(head, origin, siteName))
    : withHero.replace('</head>', () => `${renderHead(head, origin, siteName)}\n  </head>`)
  if (initialData.length === 0) return withHead
  const script = `<script id="initial-data" type="application/json">${scriptSafeJson(initialData)}</script>`
  return withHead.replace('</body>', () => `  ${script}\n  </body>`)
}
