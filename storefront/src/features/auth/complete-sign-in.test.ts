import { describe, expect, it } from 'vitest'

import { COUNTRIES } from '@contract'

import { originFrom } from './complete-sign-in'
import { filterCountries } from './components/country-code-picker'

describe('the origin a protected route carried', () => {
  it('is read from router state (a path or a location) or from ?from=', () => {
    expect(originFrom({ from: '/dashboard' }, '')).toBe('/dashboard')
    expect(originFrom({ from: { pathname: '/dashboard', search: '?tab=orders' } }, '')).toBe('/dashboard?tab=orders')
    expect(originFrom(null, '?from=%2Fdashboard')).toBe('/dashboard')
    expect(originFrom(null, '')).toBeNull()
  })

  it('is never an address on another site', () => {
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(originFrom({ from: evil }, '')).toBeNull()
      expect(originFrom(null, `?from=${encodeURIComponent(evil)}`)).toBeNull()
    }
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
})
