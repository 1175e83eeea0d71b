import { describe, expect, it } from 'vitest'

import { truncate, unslugify } from './text'

describe('truncate', () => {
  it('cuts names longer than the limit and adds ...', () => {
    expect(truncate('Polyglactin 910 Braided Absorbable Suture', 30)).toBe('Polyglactin 910 Braided Absorb...')
    expect(truncate('Polyglactin 910 Braided Absorbable Suture', 20)).toBe('Polyglactin 910 Brai...')
  })

  it('leaves names at or under the limit alone', () => {
    expect(truncate('Skin Stapler 35W', 30)).toBe('Skin Stapler 35W')
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30))
  })
})

describe('unslugify', () => {
  it('turns hyphens into spaces and capitalises words', () => {
    expect(unslugify('surgical-sutures')).toBe('Surgical Sutures')
    expect(unslugify('non-sterile-dressings')).toBe('Non Sterile Dressings')
  })
})
