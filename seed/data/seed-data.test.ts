import { describe, expect, it } from 'vitest'

import { slugify } from '../../cms/lib/slug'
import { syntheticProduct } from '../scale/synthetic'
import { CATEGORIES } from './categories'
import { SUTURE_COMPLIANCE } from './compliance'
import { parsePost, loadPosts } from './posts'
import { CATALOGUE } from './products'

const products = CATALOGUE.flatMap((group) => group.products)
const codes = products.flatMap((product) => product.variants.flatMap((variant) => variant.codes))

describe('seed catalogue data', () => {
  it('fills every one of the ten categories, with at least 60 products in all', () => {
    expect(CATALOGUE.map((group) => group.category).sort()).toEqual(CATEGORIES.map((category) => category.name).sort())
    for (const group of CATALOGUE) expect(group.products.length).toBeGreaterThanOrEqual(4)
    expect(products.length).toBeGreaterThanOrEqual(60)
  })

  it('gives every product a unique slug and every code a unique short code', () => {
    const slugs = products.map((product) => slugify(product.name))
    expect(new Set(slugs).size).toBe(slugs.length)
    const shortCodes = codes.map((code) => code.shortCode)
    expect(new Set(shortCodes).size).toBe(shortCodes.length)
  })

  it('prices every code with our price at or below the MRP, and shows a price range on every product', () => {
    for (const code of codes) {
      expect(code.price).toBeGreaterThan(0)
      expect(code.price).toBeLessThanOrEqual(code.mrp)
    }
    for (const product of products) {
      const mrps = product.variants.flatMap((variant) => variant.codes.map((code) => code.mrp))
      expect(Math.max(...mrps)).toBeGreaterThan(Math.min(...mrps))
    }
  })

  it('describes every product in 3 to 6 lines with a meta description that fits the field', () => {
    for (const product of products) {
      expect(product.description.length).toBeGreaterThanOrEqual(3)
      expect(product.description.length).toBeLessThanOrEqual(6)
      expect(product.metaDescription.length).toBeLessThanOrEqual(300)
    }
  })

  it('gives every suture, and only the sutures, regulatory data', () => {
    const sutures = CATALOGUE.find((group) => group.category === 'SURGICAL SUTURES')!.products.map((suture) => suture.name)
    expect(Object.keys(SUTURE_COMPLIANCE).sort()).toEqual([...sutures].sort())
  })

  it('has exactly one suture with specification rows but no tensile strength (the polypropylene)', () => {
    const sutures = CATALOGUE.find((group) => group.category === 'SURGICAL SUTURES')!.products
    const specOnly = sutures.filter((suture) => suture.specs?.length && !suture.tensileStrength?.length)
    expect(specOnly.map((suture) => suture.name)).toEqual(['Nuvoprolene Polypropylene Suture'])
  })
})

describe('synthetic products for --scale', () => {
  it('are the same for the same number and differ in name and codes from their template', () => {
    const template = products[0]
    const first = syntheticProduct(template, 7, products.length)
    expect(syntheticProduct(template, 7, products.length)).toEqual(first)
    expect(first.name).not.toBe(template.name)
    expect(first.variants[0].codes[0].shortCode).toBe('NW 00007-1')
    expect(first.variants[0].codes[0].fullCode).toContain('NW 00007-1 - 5-0')
    for (const code of first.variants.flatMap((variant) => variant.codes)) expect(code.price).toBeLessThanOrEqual(code.mrp)
  })
})

describe('seed blog posts', () => {
  it('loads at least 8 Markdown posts with unique slugs, headings, lists, bold text and a link', () => {
    const posts = loadPosts()
    expect(posts.length).toBeGreaterThanOrEqual(8)
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length)
    for (const post of posts) {
      expect(post.markdown).toMatch(/^## /m)
      expect(post.markdown).toMatch(/^(- |1\. )/m)
      expect(post.markdown).toMatch(/\*\*[^*]+\*\*/)
      expect(post.markdown).toMatch(/\[[^\]]+\]\([^)]+\)/)
      expect(post.teaser.length).toBeLessThanOrEqual(400)
    }
  })

  it('rejects a post whose front matter lacks a field', () => {
    expect(() => parsePost('broken.md', '---\ntitle: Only a title\n---\nBody')).toThrow(/lacks "slug"/)
  })
})
