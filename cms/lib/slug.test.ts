import { describe, expect, it } from 'vitest'

import { slugify, unslugify } from './slug'

describe('the slug rule', () => {
  it.each([
    ['SURGICAL SUTURES', 'surgical-sutures'],
    ['NON-STERILE DRESSINGS', 'non-sterile-dressings'],
    ['CSSD CONSUMABLES', 'cssd-consumables'],
    ['Polyglactin 910 (Braided) – Violet', 'polyglactin-910-braided-violet'],
    ['  Skin   Stapler 35W  ', 'skin-stapler-35w'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug))

  it('turns a slug back into the readable breadcrumb name', () => {
    expect(unslugify('surgical-sutures')).toBe('Surgical Sutures')
  })
})
