import config from '@payload-config'
import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { getPayload, type Payload } from 'payload'

import { catalogue } from '../catalogue/snapshot'
import type { BlogTerm, Post } from '../contract/blog'
import type { Category, Product, ProductCard } from '../contract/catalogue'
import type { HomeContent, SiteSetting } from '../payload-types'
import { cached } from '../services/cache'
import { toBlogTerm, toPost } from '../services/serialize'

/**
 * What the server-rendered heads, the sitemap and the first-load data need, read through the Local API with the shop
 * API's own serialisers (so the storefront receives exactly the shapes it would fetch). Kept in the answer cache:
 * a staff edit clears it, and it is rebuilt at least every few minutes.
 */
export type CatalogueData = {
  categories: Category[]
  products: Product[]
  /** Each category's product cards, in the order its product list answers them. */
  cardsByCategory: Map<string, ProductCard[]>
  categoryBySlug: Map<string, Category>
  productBySlug: Map<string, Product>
}

export type BlogData = {
  posts: Post[]
  postBySlug: Map<string, Post>
  categories: BlogTerm[]
  tags: BlogTerm[]
}

export type GlobalsData = { settings: SiteSetting; home: HomeContent }

const payloadInstance = (): Promise<Payload> => getPayload({ config })

/** The shop's catalogue snapshot (cms/catalogue/snapshot.ts), with categories by slug for the page heads. */
export function catalogueData(): Promise<CatalogueData> {
  return cached('seo:catalogue', ['catalogue'], async () => {
    const { categories, products, productBySlug, cardsByCategory } = await catalogue(await payloadInstance())
    const categoryBySlug = new Map(categories.map((category) => [category.slug, category]))
    return { categories, products, cardsByCategory, categoryBySlug, productBySlug }
  })
}

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

export function blogData(): Promise<BlogData> {
  return cached('seo:blog', ['blog'], async () => {
    const payload = await payloadInstance()
    editorConfig ??= editorConfigFactory.default({ config: payload.config })
    const [resolvedConfig, postDocs, categoryDocs, tagDocs] = await Promise.all([
      editorConfig,
      payload.find({
        collection: 'posts',
        depth: 1,
        pagination: false,
        sort: ['-publishedAt', '-createdAt'],
        draft: false,
        where: { _status: { equals: 'published' } },
        overrideAccess: true,
      }),
      payload.find({ collection: 'post-categories', depth: 0, pagination: false, sort: 'name', overrideAccess: true }),
      payload.find({ collection: 'post-tags', depth: 0, pagination: false, sort: 'name', overrideAccess: true }),
    ])
    const posts = postDocs.docs.map((post) => toPost(post, resolvedConfig))
    return {
      posts,
      postBySlug: new Map(posts.map((post) => [post.slug, post])),
      categories: categoryDocs.docs.map(toBlogTerm),
      tags: tagDocs.docs.map(toBlogTerm),
    }
  })
}

export function globalsData(): Promise<GlobalsData> {
  return cached('seo:globals', ['content'], async () => {
    const payload = await payloadInstance()
    const [settings, home] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
      payload.findGlobal({ slug: 'home-content', depth: 1, overrideAccess: true }),
    ])
    return { settings, home }
  })
}
