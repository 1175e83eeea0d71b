import { z } from 'zod'

import { imageSchema } from './catalogue'

export const blogTermSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() })
export type BlogTerm = z.infer<typeof blogTermSchema>

export const postSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  teaser: z.string(),
  featuredImage: z.string().nullable(),
  featuredImageSet: imageSchema.nullable().optional(),
  featureImageAt: z.string(),
  /** Markdown converted from the Lexical document. */
  content: z.string(),
  /** The same content as sanitised HTML, made on the server. */
  contentHtml: z.string(),
  author: z.string(),
  createdAt: z.string(),
  categories: z.array(blogTermSchema),
  tags: z.array(blogTermSchema),
})
export type Post = z.infer<typeof postSchema>

/**
 * Blog calls: `GET /blog`, `GET /blog/category/:slug`, `GET /blog/tag/:slug` → `{ data: Post[] }` (published only,
 * newest first; an unknown category or tag is a 404 `{ message }`, a known one without posts `{ data: [] }`);
 * `GET /blog/blogSlug/:slug` → `{ data: Post }` or 404; `GET /blog/tags-and-categories` → `{ data: { categories, tags } }`.
 * `createdAt` is the publication date.
 */
export const postListResponseSchema = z.object({ data: z.array(postSchema) })
export const postResponseSchema = z.object({ data: postSchema })
export const tagsAndCategoriesResponseSchema = z.object({
  data: z.object({ categories: z.array(blogTermSchema), tags: z.array(blogTermSchema) }),
})
