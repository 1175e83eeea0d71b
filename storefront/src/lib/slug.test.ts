import { describe, expect, it } from 'vitest'

import { slugify } from './slug'

describe('slugify (the category slug rule)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('SURGICAL SUTURES')).toBe('surgical-sutures')
    expect(slugify('SKIN STAPLER')).toBe('skin-stapler')
  })

  it('removes characters other than letters, digits and spaces', () => {
    expect(slugify('Gloves & Masks')).toBe('gloves-masks')
    expect(slugify('NON-STERILE DRESSINGS')).toBe('nonsterile-dressings')
    expect(slugify("Physician's Office 2")).toBe('physicians-office-2')
  })

  it('collapses runs of spaces and trims the ends', () => {
    expect(slugify('  CSSD   CONSUMABLES ')).toBe('cssd-consumables')
  })
})
