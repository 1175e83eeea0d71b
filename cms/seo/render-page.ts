import { renderHead, scriptSafeJson, type PageHead } from './head'
import type { InitialQuery } from './pages'

const SEO_BLOCK = /<!--seo:start-->[\s\S]*?<!--seo:end-->/

/**
 * The storefront's index.html with this page's head in place of the default one, and the page's first data in a JSON
 * script the app reads at start (so it need not fetch it again).
 */
export function renderPage(template: string, head: PageHead, initialData: InitialQuery[], origin: string, siteName: string): string {
  const withHead = SEO_BLOCK.test(template)
    ? template.replace(SEO_BLOCK, () => renderHead(head, origin, siteName))
    : template.replace('</head>', () => `${renderHead(head, origin, siteName)}\n  </head>`)
  if (initialData.length === 0) return withHead
  const script = `<script id="initial-data" type="application/json">${scriptSafeJson(initialData)}</script>`
  return withHead.replace('</body>', () => `  ${script}\n  </body>`)
}
