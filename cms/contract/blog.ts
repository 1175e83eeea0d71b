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

export const postListResponseSchema = z.object({ data: z.array(postSchema) })
export const postResponseSchema = z.object({ data: postSchema })
export const tagsAndCategoriesResponseSchema = z.object({
  data: z.object({ categories: z.array(blogTermSchema), tags: z.array(blogTermSchema) }),
})
