import { PAGES, type StorefrontPage } from '../contract/pages'

/** Heads of the storefront's fixed addresses. Pages for signed-in or one-off use are kept out of search results. */
export type StaticPage = {
  title: string
  description: string
  noindex?: boolean
  inSitemap?: boolean
  /** The storefront module that draws the page (its key in the build manifest), to preload its chunks. */
  screen?: string
}

const hasFixedHead = (page: StorefrontPage): page is StorefrontPage & { title: string; description: string } =>
  page.title !== undefined && page.description !== undefined && !page.path.includes(':')

/** The fixed addresses of the storefront's page table (cms/contract/pages.ts), by path. */
export const STATIC_PAGES: Record<string, StaticPage> = Object.fromEntries(
  Object.values(PAGES as Record<string, StorefrontPage>)
    .filter(hasFixedHead)
    .map((page) => [
      page.path,
      { title: page.title, description: page.description, screen: page.screen, noindex: page.private, inSitemap: !page.private },
    ]),
)

/** Addresses the storefront answers with a permanent redirect. */
export const REDIRECTS: Record<string, string> = { [PAGES.shop.path]: PAGES.categories.path }
