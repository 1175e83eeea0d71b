import type { Endpoint, PayloadRequest } from 'payload'

import { blogSnapshot } from '../../services/blog/snapshot'
import { answerResponse, cachedAnswer } from '../../services/cache/answer'
import { notFound, route } from '../http'
import { normaliseSlug, readKeys } from './readKeys'

/** The `:slug` route parameter, lowercased; an absurdly long one can match nothing. */
function slugParam(req: PayloadRequest): string {
  const slug = normaliseSlug(String(req.routeParams?.slug ?? ''))
  if (slug === '' || slug.length > 200) throw notFound()
  return slug
}

function postsWithTerm(kind: 'categories' | 'tags', notFoundMessage: string) {
  return async (req: PayloadRequest) => {
    const slug = slugParam(req)
    const snapshot = await blogSnapshot(req.payload)
    if (!snapshot[kind].some((term) => term.slug === slug)) throw notFound(notFoundMessage)
    const answer = await cachedAnswer(readKeys.postsWithTerm(kind, slug), ['blog'], async () => ({
      data: snapshot.posts.filter((post) => post[kind].some((term) => term.slug === slug)),
    }))
    return answerResponse(req, answer)
  }
}

export const blogEndpoints: Endpoint[] = [
  route('get', '/blog', async (req) => {
    const answer = await cachedAnswer(readKeys.posts(), ['blog'], async () => ({ data: (await blogSnapshot(req.payload)).posts }))
    return answerResponse(req, answer)
  }),

  route('get', '/blog/tags-and-categories', async (req) => {
    const answer = await cachedAnswer(readKeys.blogTerms(), ['blog'], async () => {
      const { categories, tags } = await blogSnapshot(req.payload)
      return { data: { categories, tags } }
    })
    return answerResponse(req, answer)
  }),

  route('get', '/blog/blogSlug/:slug', async (req) => {
    const slug = slugParam(req)
    const post = (await blogSnapshot(req.payload)).postBySlug.get(slug)
    if (!post) throw notFound('Post not found')
    const answer = await cachedAnswer(readKeys.post(slug), ['blog'], async () => ({ data: post }))
    return answerResponse(req, answer)
  }),

  route('get', '/blog/category/:slug', postsWithTerm('categories', 'Blog category not found')),
  route('get', '/blog/tag/:slug', postsWithTerm('tags', 'Blog tag not found')),
]
