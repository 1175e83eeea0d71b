import { env } from '../../../env'
import { robotsTxt } from '../../../seo/sitemap'

export const dynamic = 'force-dynamic'

export function GET(): Response {
  return new Response(robotsTxt(env().publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
