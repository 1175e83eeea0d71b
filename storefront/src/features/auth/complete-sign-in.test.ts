import { describe, expect, it } from 'vitest'

import { COUNTRIES } from '@contract'

import { originFrom } from './complete-sign-in'
import { filterCountries } from '@/components/ui/country-code-picker'

const SITE = 'https://shop.example.com'

describe('the origin a protected route carried', () => {
  it('is read from router state (a path or a location) or from ?from=', () => {
    expect(originFrom({ from: '/dashboard' }, '', SITE)).toBe('/dashboard')
    expect(originFrom({ from: { pathname: '/dashboard', search: '?tab=orders' } }, '', SITE)).toBe('/dashboard?tab=orders')
    expect(originFrom(null, '?from=%2Fdashboard', SITE)).toBe('/dashboard')
    expect(originFrom(null, '?from=%2Forder%2FNS-1%23top', SITE)).toBe('/order/NS-1#top')
    expect(originFrom(null, '', SITE)).toBeNull()
  })

  it('is never an address on another site, however it is disguised', () => {
    const disguises = [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r//evil.example',
      '/\u0000/evil.example',
      ' //evil.example',
      'https:evil.example',
      '/%09/evil.example/..',
    ]
    for (const evil of disguises) {
      const fromState = originFrom({ from: evil }, '', SITE)
      const fromQuery = originFrom(null, `?from=${encodeURIComponent(evil)}`, SITE)
      for (const result of [fromState, fromQuery]) {
        if (result !== null) expect(new URL(result, SITE).origin, evil).toBe(SITE)
      }
    }
    expect(originFrom(null, '?from=%2F%09%2Fevil.example', SITE)).toBeNull()
    expect(originFrom(null, '?from=%2F%5Cevil.example', SITE)).toBeNull()
  })
})

describe('the country chooser filter', () => {
  const names = (query: string) => filterCountries(COUNTRIES, query).map((country) => country.name)

  it('matches names case-insensitively and dial codes with or without the plus sign', () => {
    expect(names('india')).toContain('India')
    expect(names('+91')).toEqual(['India'])
    expect(names('44')).toContain('United Kingdom')
    expect(names('  ')).toHaveLength(COUNTRIES.length)
  })

  it('lists an exact name or dial code first, then names that start with the query, then the rest', () => {
    expect(names('India')[0]).toBe('India')
    expect(names('india')).toEqual(['India', 'British Indian Ocean Territory'])
    expect(names('+7')[0]).toBe('Kazakhstan')
    expect(names('guinea').slice(0, 3)).toEqual(['Guinea', 'Guinea-Bissau', 'Equatorial Guinea'])
  })
})
