import { env } from '../../../env'
import { sitemapXml } from '../../../seo/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return new Response(await sitemapXml(env().publicUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
