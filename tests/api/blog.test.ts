import { randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { postListResponseSchema, postResponseSchema, tagsAndCategoriesResponseSchema, type Post } from '../../cms/contract'
import { get, rest } from '../helpers/api'

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const block = { format: '', indent: 0, version: 1, direction: 'ltr' }

/** A Lexical document with a heading, bold text, a safe link, a javascript: link and HTML typed as text. */
const lexicalDocument = {
  root: {
    type: 'root',
    ...block,
    children: [
      { type: 'heading', tag: 'h2', ...block, children: [text('Choosing a suture')] },
      {
        type: 'paragraph',
        ...block,
        textFormat: 0,
        children: [
          text('Pick the '),
          text('right size', 1),
          text(' and read '),
          {
            type: 'link',
            ...block,
            version: 3,
            fields: { url: 'https://example.com/guide', newTab: true, linkType: 'custom' },
            children: [text('the guide')],
          },
          text(' or '),
          {
            type: 'link',
            ...block,
            version: 3,
            fields: { url: 'javascript:alert(1)', newTab: false, linkType: 'custom' },
            children: [text('this')],
          },
          text(' <img src=x onerror=alert(1)><script>alert(2)</script>'),
        ],
      },
    ],
  },
}

describe('blog reads', () => {
  const suffix = randomInt(1e9)
  let published: { id: string; slug: string }
  let categorySlug: string
  let tagSlug: string
  let draftSlug: string

  beforeAll(async () => {
    const category = await rest('POST', '/post-categories', { name: `Test Guides ${suffix}` })
    const tag = await rest('POST', '/post-tags', { name: `Test Tag ${suffix}` })
    const emptyCategory = await rest('POST', '/post-categories', { name: `Empty ${suffix}` })
    expect([category.status, tag.status, emptyCategory.status]).toEqual([201, 201, 201])
    categorySlug = category.body.doc.slug
    tagSlug = tag.body.doc.slug
    const post = await rest('POST', '/posts', {
      title: `Suture guide ${suffix}`,
      teaser: 'How to choose',
      content: lexicalDocument,
      author: 'Dr Mehta',
      categories: [category.body.doc.id],
      tags: [tag.body.doc.id],
      _status: 'published',
    })
    expect(post.status, post.text).toBe(201)
    published = { id: post.body.doc.id, slug: post.body.doc.slug }
    const draft = await rest('POST', '/posts?draft=true', {
      title: `Unpublished ${suffix}`,
      teaser: 'Secret',
      content: lexicalDocument,
      author: 'Dr Mehta',
      categories: [category.body.doc.id],
      _status: 'draft',
    })
    expect(draft.status, draft.text).toBe(201)
    draftSlug = draft.body.doc.slug
  })

  it('GET /blog lists published posts newest first, never drafts', async () => {
    const reply = await get('/blog')
    expect(reply.status).toBe(200)
    const posts = postListResponseSchema.parse(reply.body).data
    expect(posts.map((post) => post.slug)).toContain(published.slug)
    expect(posts.map((post) => post.slug)).not.toContain(draftSlug)
    const dates = posts.map((post) => Date.parse(post.createdAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('GET /blog/blogSlug/:slug answers the post with Markdown content and sanitised HTML', async () => {
    const reply = await get(`/blog/blogSlug/${published.slug}`)
    expect(reply.status).toBe(200)
    const post: Post = postResponseSchema.parse(reply.body).data
    expect(post).toMatchObject({ _id: published.id, author: 'Dr Mehta', teaser: 'How to choose' })
    expect(post.content).toContain('## Choosing a suture')
    expect(post.content).toContain('**right size**')
    expect(post.content).toContain('[the guide](https://example.com/guide)')
    expect(post.contentHtml).toContain('<h2>Choosing a suture</h2>')
    expect(post.contentHtml).toContain('<strong>right size</strong>')
    expect(post.contentHtml).toMatch(/<a href="https:\/\/example.com\/guide"[^>]*rel="noopener noreferrer"/)
  })

  it('serves HTML without scripts, event handlers or javascript: URLs', async () => {
    const post = (await get(`/blog/blogSlug/${published.slug}`)).body.data as Post
    expect(post.contentHtml).not.toMatch(/<script|<img/i)
    expect(post.contentHtml).not.toMatch(/<[^>]*\son\w+\s*=/i)
    expect(post.contentHtml).not.toMatch(/(href|src)\s*=\s*"\s*javascript:/i)
    expect(post.contentHtml).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('GET /blog/blogSlug/:slug is a JSON 404 for an unknown or draft post', async () => {
    for (const slug of ['no-such-post', draftSlug]) {
      const reply = await get(`/blog/blogSlug/${slug}`)
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({ message: 'Post not found' })
    }
  })

  it('GET /blog/category/:slug and /blog/tag/:slug list the posts filed there', async () => {
    for (const path of [`/blog/category/${categorySlug}`, `/blog/tag/${tagSlug}`]) {
      const reply = await get(path)
      expect(reply.status).toBe(200)
      expect(postListResponseSchema.parse(reply.body).data.map((post) => post.slug)).toEqual([published.slug])
    }
  })

  it('answers an empty list for a known category without posts and a JSON 404 for unknown ones', async () => {
    expect((await get(`/blog/category/empty-${suffix}`)).body).toEqual({ data: [] })
    expect((await get('/blog/category/no-such-category')).status).toBe(404)
    expect((await get('/blog/tag/no-such-tag')).status).toBe(404)
  })

  it('GET /blog/tags-and-categories lists every blog category and tag', async () => {
    const reply = await get('/blog/tags-and-categories')
    expect(reply.status).toBe(200)
    const { categories, tags } = tagsAndCategoriesResponseSchema.parse(reply.body).data
    expect(categories.map((category) => category.slug)).toContain(categorySlug)
    expect(tags.map((tag) => tag.slug)).toContain(tagSlug)
  })

  it('shows a staff edit on the next request: publishing, retitling and deleting a post', async () => {
    const draft = await rest('GET', `/posts?where[slug][equals]=${draftSlug}&draft=true&depth=0`)
    const draftId = draft.body.docs[0].id as string
    const publishing = await rest('PATCH', `/posts/${draftId}`, { _status: 'published' })
    expect(publishing.status, publishing.text).toBe(200)
    expect((await get(`/blog/blogSlug/${draftSlug}`)).status).toBe(200)

    const retitled = await rest('PATCH', `/posts/${published.id}`, { title: `Retitled ${suffix}` })
    expect(retitled.status).toBe(200)
    expect((await get(`/blog/blogSlug/${published.slug}`)).body.data.title).toBe(`Retitled ${suffix}`)

    expect((await rest('DELETE', `/posts/${draftId}`)).status).toBe(200)
    expect((await get(`/blog/blogSlug/${draftSlug}`)).status).toBe(404)
    expect((await get('/blog')).body.data.some((post: Post) => post.slug === draftSlug)).toBe(false)
  })

  it('shows a renamed tag in the posts and the sidebar on the next request', async () => {
    const tags = await rest('GET', `/post-tags?where[slug][equals]=${tagSlug}`)
    const renamed = await rest('PATCH', `/post-tags/${tags.body.docs[0].id}`, { name: `Renamed Tag ${suffix}` })
    expect(renamed.status).toBe(200)
    const post = (await get(`/blog/blogSlug/${published.slug}`)).body.data as Post
    expect(post.tags.map((tag) => tag.name)).toEqual([`Renamed Tag ${suffix}`])
    const sidebar = (await get('/blog/tags-and-categories')).body.data.tags as { name: string }[]
    expect(sidebar.map((tag) => tag.name)).toContain(`Renamed Tag ${suffix}`)
  })
})
