import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import type { BlogTerm, Post } from '../../contract/blog'
import { cached } from '../cache'
import { toBlogTerm, toPost } from '../serialize'

/** Every published post (newest first, content converted once), by slug too, and every blog category and tag. */
export type BlogSnapshot = { posts: Post[]; postBySlug: Map<string, Post>; categories: BlogTerm[]; tags: BlogTerm[] }

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

/**
 * The blog as the shop API and the page heads show it, read once and kept in the answer cache until a blog edit
 * clears it.
 */
export function blogSnapshot(payload: Payload): Promise<BlogSnapshot> {
  return cached('blog:snapshot', ['blog'], async () => {
    editorConfig ??= editorConfigFactory.default({ config: payload.config })
    const [config, posts, categories, tags] = await Promise.all([
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
    const converted = posts.docs.map((post) => toPost(post, config))
    return {
      posts: converted,
      postBySlug: new Map(converted.map((post) => [post.slug, post])),
      categories: categories.docs.map(toBlogTerm),
      tags: tags.docs.map(toBlogTerm),
    }
  })
}
