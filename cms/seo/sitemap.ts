import { escapeHtml } from './head'
import { blogData, catalogueData } from './site-data'
import { STATIC_PAGES } from './static-pages'

type Entry = { path: string; lastmod?: string | null }

/** Every public page, category, product, blog post, blog category and tag. */
export async function sitemapXml(origin: string): Promise<string> {
  const [catalogue, blog] = await Promise.all([catalogueData(), blogData()])
  const entries: Entry[] = [
    ...Object.entries(STATIC_PAGES)
      .filter(([, page]) => page.inSitemap)
      .map(([path]) => ({ path })),
    ...catalogue.categories.map((category) => ({ path: `/categories/${category.slug}` })),
    ...catalogue.products.map((product) => ({
      path: `/categories/${product.category.slug}/${product.slug}`,
      lastmod: product.updatedAt ?? null,
    })),
    ...blog.posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.createdAt })),
    ...blog.categories.map((term) => ({ path: `/blog/categories/${term.slug}` })),
    ...blog.tags.map((term) => ({ path: `/blog/tags/${term.slug}` })),
  ]
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : ''
    return `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Allow everything but the admin, the API and the signed-in pages; point at the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /dashboard',
    'Disallow: /mycart',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
