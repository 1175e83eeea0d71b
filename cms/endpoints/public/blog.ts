import { editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { Endpoint, Payload, PayloadRequest } from 'payload'

import type { BlogTerm, Post } from '../../contract/blog'
import { answerResponse, cachedAnswer } from '../../services/cache/answer'
import { cached } from '../../services/cache'
import { toBlogTerm, toPost } from '../../services/serialize'
import { notFound, route } from '../http'
import { normaliseSlug, readKeys } from './readKeys'

type BlogSnapshot = { posts: Post[]; categories: BlogTerm[]; tags: BlogTerm[] }

let editorConfig: Promise<SanitizedServerEditorConfig> | undefined

/** Every published post (newest first, content converted once), and every blog category and tag. */
function blog(payload: Payload): Promise<BlogSnapshot> {
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
    return {
      posts: posts.docs.map((post) => toPost(post, config)),
      categories: categories.docs.map(toBlogTerm),
      tags: tags.docs.map(toBlogTerm),
    }
  })
}

/** The `:slug` route parameter, lowercased; an absurdly long one can match nothing. */
function slugParam(req: PayloadRequest): string {
  const slug = normaliseSlug(String(req.routeParams?.slug ?? ''))
  if (slug === '' || slug.length > 200) throw notFound()
  return slug
}

function postsWithTerm(kind: 'categories' | 'tags', notFoundMessage: string) {
  return async (req: PayloadRequest) => {
    const slug = slugParam(req)
    const snapshot = await blog(req.payload)
    if (!snapshot[kind].some((term) => term.slug === slug)) throw notFound(notFoundMessage)
    const answer = await cachedAnswer(readKeys.postsWithTerm(kind, slug), ['blog'], async () => ({
      data: snapshot.posts.filter((post) => post[kind].some((term) => term.slug === slug)),
    }))
    return answerResponse(req, answer)
  }
}

export const blogEndpoints: Endpoint[] = [
  route('get', '/blog', async (req) => {
    const answer = await cachedAnswer(readKeys.posts(), ['blog'], async () => ({ data: (await blog(req.payload)).posts }))
    return answerResponse(req, answer)
  }),

  route('get', '/blog/tags-and-categories', async (req) => {
    const answer = await cachedAnswer(readKeys.blogTerms(), ['blog'], async () => {
      const { categories, tags } = await blog(req.payload)
      return { data: { categories, tags } }
    })
    return answerResponse(req, answer)
  }),

  route('get', '/blog/blogSlug/:slug', async (req) => {
    const slug = slugParam(req)
    const post = (await blog(req.payload)).posts.find((entry) => entry.slug === slug)
    if (!post) throw notFound('Post not found')
    const answer = await cachedAnswer(readKeys.post(slug), ['blog'], async () => ({ data: post }))
    return answerResponse(req, answer)
  }),

  route('get', '/blog/category/:slug', postsWithTerm('categories', 'Blog category not found')),
  route('get', '/blog/tag/:slug', postsWithTerm('tags', 'Blog tag not found')),
]
