import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'

import { slugify } from '../../cms/lib/slug'
import { loadPosts, type SeedPost } from '../data/posts'
import type { ImageJob } from '../images/media-store'
import { type PaletteName, PALETTES, renderCover } from '../images/render'
import { indexBy, upsert } from '../upsert'
import type { SeedContext } from './context'

const COVER_PALETTES: Record<string, PaletteName> = {
  'Surgical Sutures': 'violet',
  'Skin Closure': 'teal',
  'Wound Care': 'blue',
  'Infection Control': 'emerald',
  'Buying Guides': 'indigo',
}

function coverImage(post: SeedPost): ImageJob {
  return {
    key: `post-${post.slug}`,
    alt: post.imageAlt,
    draw: () =>
      renderCover({
        title: post.title,
        palette: PALETTES[COVER_PALETTES[post.categories[0]] ?? 'slate'],
        shape: post.cover,
      }),
  }
}

export const postImages = (): ImageJob[] => loadPosts().map(coverImage)

/** Upserts blog categories or tags by slug; returns their ids by name. */
async function seedTerms(ctx: SeedContext, collection: 'post-categories' | 'post-tags', names: string[]): Promise<Map<string, string>> {
  const bySlug = await indexBy(ctx.payload, collection, 'slug')
  const ids = new Map<string, string>()
  for (const name of new Set(names)) {
    ids.set(name, await upsert(ctx.payload, collection, bySlug, slugify(name), { name, slug: slugify(name) }))
  }
  return ids
}

/** Blog posts from Markdown, converted to Lexical, published on their dates (never later than now). */
export async function seedPosts(ctx: SeedContext): Promise<number> {
  const { payload, media } = ctx
  const posts = loadPosts()
  const categoryIds = await seedTerms(
    ctx,
    'post-categories',
    posts.flatMap((post) => post.categories),
  )
  const tagIds = await seedTerms(
    ctx,
    'post-tags',
    posts.flatMap((post) => post.tags),
  )
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const bySlug = await indexBy(payload, 'posts', 'slug')
  const now = Date.now()
  for (const post of posts) {
    const cover = coverImage(post)
    await upsert(payload, 'posts', bySlug, post.slug, {
      title: post.title,
      slug: post.slug,
      teaser: post.teaser,
      featuredImage: await media.ensure(cover.key, cover.alt, cover.draw),
      featuredImageAlt: post.imageAlt,
      content: convertMarkdownToLexical({ editorConfig, markdown: post.markdown }) as never,
      author: post.author,
      categories: post.categories.map((name) => categoryIds.get(name)!),
      tags: post.tags.map((name) => tagIds.get(name)!),
      publishedAt: new Date(Math.min(post.date.getTime(), now)).toISOString(),
      _status: 'published',
    })
  }
  ctx.log(`posts: ${posts.length}, blog categories: ${categoryIds.size}, tags: ${tagIds.size}`)
  return posts.length
}
