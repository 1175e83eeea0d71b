import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { SHAPES, type Shape } from '../images/shapes'

export interface SeedPost {
  title: string
  slug: string
  teaser: string
  author: string
  date: Date
  categories: string[]
  tags: string[]
  cover: Shape
  imageAlt: string
  markdown: string
}

const POSTS_DIR = fileURLToPath(new URL('./posts', import.meta.url))
const REQUIRED = ['title', 'slug', 'teaser', 'author', 'date', 'categories', 'tags', 'cover', 'imageAlt'] as const

/** Splits `---` front matter (one `key: value` a line; lists comma-separated) from the Markdown body. */
export function parsePost(file: string, text: string): SeedPost {
  const match = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)
  if (!match) throw new Error(`${file}: missing front matter`)
  const meta: Record<string, string> = {}
  for (const line of match[1].split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter lacks "${key}"`)
  const date = new Date(`${meta.date}T09:30:00+05:30`)
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: invalid date "${meta.date}"`)
  if (!(SHAPES as readonly string[]).includes(meta.cover)) throw new Error(`${file}: unknown cover "${meta.cover}"`)
  const list = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean)
  return {
    title: meta.title,
    slug: meta.slug,
    teaser: meta.teaser,
    author: meta.author,
    date,
    categories: list(meta.categories),
    tags: list(meta.tags),
    cover: meta.cover as Shape,
    imageAlt: meta.imageAlt,
    markdown: match[2].trim(),
  }
}

/** The blog posts written as Markdown files in seed/data/posts, oldest first. */
export function loadPosts(): SeedPost[] {
  return fs
    .readdirSync(POSTS_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => parsePost(file, fs.readFileSync(path.join(POSTS_DIR, file), 'utf8')))
    .sort((a, b) => a.date.getTime() - b.date.getTime())
}
