import type { Endpoint } from 'payload'

import { normaliseSlug } from '../../lib/slug'
import { blogSnapshot } from '../../services/blog/snapshot'
import { notFound } from '../http'
import { cachedRead, type ReadRequest } from '../fast-path'

/** The `:slug` route parameter, lowercased; an absurdly long one can match nothing. */
function slugParam({ params }: ReadRequest): string {
  const slug = normaliseSlug(params.slug ?? '')
  if (slug === '' || slug.length > 200) throw notFound()
  return slug
}

/** Posts filed under a blog category or tag; cached only for a term that exists. */
function postsWithTerm(kind: 'categories' | 'tags', pathSegment: 'category' | 'tag', notFoundMessage: string): Endpoint {
  return cachedRead({
    method: 'get',
    path: `/blog/${pathSegment}/:slug`,
    tags: ['blog'],
    key: ({ params }) => `blog:${kind}:${normaliseSlug(params.slug ?? '')}`,
    answer: async (req, read) => {
      const slug = slugParam(read)
      const snapshot = await blogSnapshot(req.payload)
      if (!snapshot[kind].some((term) => term.slug === slug)) throw notFound(notFoundMessage)
      return read.cache(async () => ({ data: snapshot.posts.filter((post) => post[kind].some((term) => term.slug === slug)) }))
    },
  })
}

export const blogEndpoints: Endpoint[] = [
  cachedRead({
    method: 'get',
    path: '/blog',
    tags: ['blog'],
    key: () => 'blog:list',
    answer: async (req, { cache }) => cache(async () => ({ data: (await blogSnapshot(req.payload)).posts })),
  }),

  cachedRead({
    method: 'get',
    path: '/blog/tags-and-categories',
    tags: ['blog'],
    key: () => 'blog:terms',
    answer: async (req, { cache }) =>
      cache(async () => {
        const { categories, tags } = await blogSnapshot(req.payload)
        return { data: { categories, tags } }
      }),
  }),

  // Cached only for a post that exists: an unknown slug is a 404 first.
  cachedRead({
    method: 'get',
    path: '/blog/blogSlug/:slug',
    tags: ['blog'],
    key: ({ params }) => `blog:post:${normaliseSlug(params.slug ?? '')}`,
    answer: async (req, read) => {
      const post = (await blogSnapshot(req.payload)).postBySlug.get(slugParam(read))
      if (!post) throw notFound('Post not found')
      return read.cache(async () => ({ data: post }))
    },
  }),

  postsWithTerm('categories', 'category', 'Blog category not found'),
  postsWithTerm('tags', 'tag', 'Blog tag not found'),
]
