import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SeedCounts } from '../../seed/counts'
import { removeClosedDatabase } from '../../cms/database'

type SeedModule = typeof import('../../seed/index')

const SEED_TIMEOUT = 600_000
const dbFile = path.join(os.tmpdir(), `seed-test-${randomBytes(6).toString('hex')}.db`)
const appRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-root-'))

let payload: Payload
let seed: SeedModule
let firstCounts: SeedCounts

beforeAll(async () => {
  process.env.DATABASE_URI = `file:${dbFile}`
  process.env.APP_ROOT = appRoot
  process.env.PAYLOAD_SECRET ??= 'seed-test-secret'
  const { preferDevelopmentBuilds } = await import('../../seed/node-conditions')
  preferDevelopmentBuilds()
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  payload = await getPayload({ config })
  seed = await import('../../seed/index')
}, SEED_TIMEOUT)

afterAll(async () => {
  await payload?.destroy?.()
  removeClosedDatabase(dbFile)
  fs.rmSync(appRoot, { recursive: true, force: true })
})

describe('seedDatabase', () => {
  it(
    'fills a fresh database with the catalogue, blog, settings, codes and accounts',
    async () => {
      firstCounts = await seed.seedDatabase(payload)
      expect(firstCounts.categories).toBe(10)
      expect(firstCounts.products).toBeGreaterThanOrEqual(60)
      expect(firstCounts.posts).toBeGreaterThanOrEqual(8)
      expect(firstCounts['post-categories']).toBeGreaterThan(0)
      expect(firstCounts['post-tags']).toBeGreaterThan(0)
      expect(firstCounts['discount-codes']).toBe(3)
      expect(firstCounts.users).toBe(3)
      // The demo buyer, the verified demo distributor (with a price list) and the five members of the demo hospital.
      expect(firstCounts.customers).toBe(7)
      expect(firstCounts['product codes']).toBeGreaterThan(firstCounts.products)
      expect(firstCounts.media).toBeGreaterThan(firstCounts.products)
      // An IFU for each of the 16 sutures, and the ISO 13485 and CE certificates they share.
      expect(firstCounts['product-documents']).toBe(18)
    },
    SEED_TIMEOUT,
  )

  it(
    'run a second time, duplicates nothing: every count is the same',
    async () => {
      expect(await seed.seedDatabase(payload)).toEqual(firstCounts)
    },
    SEED_TIMEOUT,
  )

  it('the staff logins of seed/README.md work and carry their roles', async () => {
    for (const member of seed.DEMO_STAFF) {
      const { user, token } = await payload.login({
        collection: 'users',
        data: { email: member.email, password: member.password },
      })
      expect(token).toBeTruthy()
      expect(user?.roles).toEqual(member.roles)
    }
  })

  it('the demo customer logs in with country code and phone number', async () => {
    const { user } = await payload.login({
      collection: 'customers',
      data: { username: '+919876543210', password: seed.DEMO_CUSTOMER.password },
    })
    expect(user?.name).toBe('Demo Buyer')
  })

  it('the demo hospital is one company: its members log in by phone, hold the five roles and two locations in two states', async () => {
    const { docs } = await payload.find({ collection: 'companies', where: { name: { equals: 'City Care Hospital' } }, depth: 0 })
    expect(docs).toHaveLength(1)
    const [company] = docs
    expect(company!.members!.map((member) => member.role)).toEqual(['admin', 'buyer', 'buyer', 'approver', 'accounts'])
    expect(company!.locations!.map((location) => [location.state, location.gstin.slice(0, 2)])).toEqual([
      ['Delhi', '07'],
      ['Rajasthan', '08'],
    ])
    expect(company!.approval?.above).toBe(5_000_000)
    for (const member of seed.DEMO_COMPANY_MEMBERS) {
      const { user } = await payload.login({
        collection: 'customers',
        data: { username: `+91${member.phoneNumber}`, password: member.password },
      })
      expect(company!.members!.find((row) => row.customer === user?.id)?.role).toBe(member.role)
    }
  })
})

describe('seeded catalogue', () => {
  it('has the ten categories in display order with slugs, images and SEO text', async () => {
    const { docs } = await payload.find({ collection: 'categories', sort: 'displayOrder', limit: 20, depth: 0 })
    expect(docs.map((category) => category.name)).toEqual([
      'SURGICAL SUTURES',
      'SKIN STAPLER',
      'NON-STERILE DRESSINGS',
      'STERILE DRESSINGS',
      'GLOVES',
      'SURGICAL DISPOSABLE',
      'BANDAGES',
      'DISINFECTANT WIPES',
      'ADHESIVE TAPES',
      'CSSD CONSUMABLES',
    ])
    expect(docs[2].slug).toBe('non-sterile-dressings')
    for (const category of docs) {
      expect(category.image).toBeTruthy()
      expect(category.seoText?.length).toBeGreaterThan(100)
      expect(category.metaDescription).toBeTruthy()
    }
  })

  it('publishes every product with images and valid prices in paise (our price never above the MRP)', async () => {
    const { docs } = await payload.find({ collection: 'products', pagination: false, depth: 0 })
    for (const product of docs) {
      expect(product._status).toBe('published')
      expect(product.images?.length).toBeGreaterThanOrEqual(1)
      expect(product.description?.length).toBeGreaterThanOrEqual(3)
      for (const code of (product.variants ?? []).flatMap((variant) => variant.codes ?? [])) {
        expect(Number.isInteger(code.originalPrice)).toBe(true)
        expect(code.discountedPrice).toBeLessThanOrEqual(code.originalPrice)
      }
    }
    expect(docs.some((product) => product.variants?.[0]?.size === 'General')).toBe(true)
  })

  it('has exactly one suture with specification rows and no tensile strength table', async () => {
    const sutures = await payload.find({
      collection: 'products',
      where: { 'category.slug': { equals: 'surgical-sutures' } },
      pagination: false,
      depth: 0,
    })
    expect(sutures.docs.length).toBeGreaterThanOrEqual(12)
    const specOnly = sutures.docs.filter(
      (product) => (product.metaData?.productDesc?.length ?? 0) > 0 && !product.metaData?.tensileStrength?.length,
    )
    expect(specOnly.map((product) => product.name)).toEqual(['Nuvoprolene Polypropylene Suture'])
    const withSubRows = sutures.docs.filter((product) => product.metaData?.tensileStrength?.some((row) => (row.subcat?.length ?? 0) > 0))
    expect(withSubRows.length).toBeGreaterThan(0)
  })

  it('has SAVE10 and SAVE20 open-ended and WELCOME5 expired', async () => {
    const { docs } = await payload.find({ collection: 'discount-codes', depth: 0 })
    const byCode = Object.fromEntries(docs.map((discount) => [discount.code, discount]))
    expect(byCode.SAVE10).toMatchObject({ percent: 10, active: true, validUntil: null })
    expect(byCode.SAVE20).toMatchObject({ percent: 20, active: true, validUntil: null })
    expect(new Date(byCode.WELCOME5.validUntil!).getTime()).toBeLessThan(Date.now())
  })
})

describe('seeded stock', () => {
  const available = async (code: string) => {
    const { docs } = await payload.find({ collection: 'stock-lots', where: { code: { equals: code } }, depth: 0, pagination: false })
    return {
      lots: docs.length,
      available: docs.reduce((sum, lot) => sum + lot.available, 0),
      expiries: docs.map((lot) => lot.expiry).sort(),
    }
  }

  it('gives every code two or three lots in the main warehouse, one close to expiry, all through the ledger', async () => {
    const { docs } = await payload.find({ collection: 'products', pagination: false, depth: 0 })
    const codes = docs.flatMap((product) =>
      (product.variants ?? []).flatMap((variant) => (variant.codes ?? []).map((code) => code.shortCode)),
    )
    const { docs: lots } = await payload.find({ collection: 'stock-lots', pagination: false, depth: 1 })
    for (const code of codes) {
      const own = lots.filter((lot) => lot.code === code)
      expect(own.length, code).toBeGreaterThanOrEqual(2)
      expect(own.length, code).toBeLessThanOrEqual(3)
    }
    expect(new Set(lots.map((lot) => (lot.location as { name: string }).name))).toEqual(new Set(['Main warehouse']))
    const soon = new Date()
    soon.setUTCMonth(soon.getUTCMonth() + 3)
    expect((await available('NS 3501')).expiries[0]! < soon.toISOString().slice(0, 7)).toBe(true)
    expect(docs.every((product) => product.tracksStock)).toBe(true)
    const { checkStock } = await import('../../cms/services/stock')
    expect((await checkStock(payload)).differences).toEqual([])
  })

  it('shows every availability state: a code with 3 left, one sold out, a backorder product with a lead time of 10 days', async () => {
    expect(await available('NS 3512')).toMatchObject({ lots: 2, available: 3 })
    expect((await available('NS 3522')).available).toBe(0)
    expect((await available('NS 3533')).available).toBe(0)
    const { docs } = await payload.find({ collection: 'products', where: { name: { equals: 'Rotating Head Skin Stapler' } }, depth: 0 })
    expect(docs[0]).toMatchObject({ allowBackorder: true, leadTimeDays: 10 })
    const others = await payload.count({ collection: 'products', where: { allowBackorder: { equals: true } } })
    expect(others.totalDocs).toBe(1)
  })
})

describe('seeded blog and home content', () => {
  it('has published Markdown posts converted to Lexical, dated in the past, with terms and covers', async () => {
    const { docs } = await payload.find({ collection: 'posts', pagination: false, depth: 0 })
    for (const post of docs) {
      expect(post._status).toBe('published')
      expect(new Date(post.publishedAt!).getTime()).toBeLessThanOrEqual(Date.now())
      expect(post.featuredImage).toBeTruthy()
      expect(post.featuredImageAlt).toBeTruthy()
      expect(post.categories?.length).toBeGreaterThan(0)
      expect(post.tags?.length).toBeGreaterThan(0)
      const nodeTypes = JSON.stringify(post.content)
      for (const type of ['"heading"', '"list"', '"link"']) expect(nodeTypes).toContain(type)
    }
  })

  it('has the three banner slides with their buttons, 10 FAQ items and 6 testimonials', async () => {
    const home = await payload.findGlobal({ slug: 'home-content', depth: 0 })
    const buttons = home.bannerSlides?.map((slide) => [
      slide.button1Text ?? null,
      slide.button1Route ?? null,
      slide.button2Text ?? null,
      slide.button2Route ?? null,
    ])
    expect(buttons).toEqual([
      ['Explore Our Range', '/categories', 'Talk to Our Experts', '/contact-us'],
      [null, null, null, null],
      ['Start Your Order', '/categories', 'Contact Our Team', '/contact-us'],
    ])
    expect(home.faq).toHaveLength(10)
    const blockTypes = new Set(home.faq!.flatMap((item) => (item.answer ?? []).map((block) => block.type)))
    expect([...blockTypes].sort()).toEqual(['bold', 'list', 'paragraph'])
    expect(home.testimonials).toHaveLength(6)
    expect(home.testimonials!.every((testimonial) => testimonial.avatar)).toBe(true)
  })

  it('has obviously fake contact data in the site settings', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.companyName).toBe('Nuvo Surgical')
    expect(settings.email).toMatch(/@example\.com$/)
    expect(settings.phones?.map((phone) => phone.number)).toEqual(['+91 00000 00001', '+91 00000 00002'])
    expect(settings.openingHours).toMatchObject({ days: 'Mo-Sa', opens: '09:00', closes: '18:00' })
  })
})

describe('scaleCatalogue', () => {
  it(
    'adds readable synthetic products up to the target, and nothing on a second call',
    async () => {
      const target = firstCounts.products + 40
      expect(await seed.scaleCatalogue(payload, target)).toBe(40)
      expect((await payload.count({ collection: 'products' })).totalDocs).toBe(target)
      expect(await seed.scaleCatalogue(payload, target)).toBe(0)

      const { docs } = await payload.find({ collection: 'products', where: { slug: { contains: '-00001' } }, depth: 1 })
      const synthetic = docs[0]
      expect(synthetic.name).toMatch(/ [A-Z]{2}-00001$/)
      expect(synthetic.variants?.[0]?.codes?.[0]?.shortCode).toMatch(/^[A-Z]{2} 00001-1$/)
      expect(typeof synthetic.category === 'object' && synthetic.category?.name).toBeTruthy()
      const asEditorSees = await payload.find({ collection: 'products', draft: true, where: { id: { equals: synthetic.id } } })
      expect(asEditorSees.docs[0]?.variants).toEqual(synthetic.variants)
    },
    SEED_TIMEOUT,
  )
})
