import { env } from '../env'
import { robotsTxt, sitemapXml } from '../seo/sitemap'
import { serveStorefront } from './serve'

/** The storefront's routes: its pages and files, the sitemap and robots.txt. */
export const storefrontRoutes = {
  page: serveStorefront,
  sitemap: async (): Promise<Response> =>
    new Response(await sitemapXml(env().publicUrl), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    }),
  robots: (): Response =>
    new Response(robotsTxt(env().publicUrl), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    }),
}
export type StorefrontRoutes = typeof storefrontRoutes
