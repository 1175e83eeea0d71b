import { convertLexicalToMarkdown } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import sanitizeHtml from 'sanitize-html'

import type { BlogTerm, Post as PostAnswer } from '../../contract/blog'
import type { Post, PostCategory, PostTag } from '../../payload-types'
import { imageSet, imageUrl, type MediaRef } from './media'

/**
 * What a post's HTML may contain: text structure, links, images and tables. No scripts, styles, frames, forms or
 * event handlers; links and images only over http(s) (links also mailto and tel) or relative to the site.
 */
export const POST_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify|start|end)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML_POLICY)
}

type Term = PostCategory | PostTag
const isTerm = (value: string | Term | null | undefined): value is Term => Boolean(value && typeof value === 'object')

export function toBlogTerm(term: Term): BlogTerm {
  return { _id: term.id, name: term.name, slug: term.slug ?? '' }
}

/**
 * A published post: `content` is Markdown made from the Lexical document (what the shop's page renders) and
 * `contentHtml` the same document as sanitised HTML. Expects depth 1 (featured image, categories, tags).
 */
export function toPost(post: Post, editorConfig: SanitizedServerEditorConfig): PostAnswer {
  const data = post.content as Parameters<typeof convertLexicalToMarkdown>[0]['data']
  let content = ''
  let contentHtml = ''
  if (data?.root) {
    content = convertLexicalToMarkdown({ data, editorConfig })
    contentHtml = sanitizePostHtml(convertLexicalToHTML({ data, disableContainer: true, disableIndent: true }))
  }
  const featured = post.featuredImage as MediaRef
  return {
    _id: post.id,
    title: post.title,
    slug: post.slug ?? '',
    teaser: post.teaser,
    featuredImage: imageUrl(featured),
    featuredImageSet: imageSet(featured, post.featuredImageAlt || post.title),
    featureImageAt: post.featuredImageAlt || imageSet(featured)?.alt || post.title,
    content,
    contentHtml,
    author: post.author,
    createdAt: post.publishedAt ?? post.createdAt,
    categories: (post.categories ?? []).filter(isTerm).map(toBlogTerm),
    tags: (post.tags ?? []).filter(isTerm).map(toBlogTerm),
  }
}
