import { describe, expect, it } from 'vitest'

import { carriesMetricsToken } from './metrics.mjs'

describe('the metrics token', () => {
  const token = 'metrics-token-0123456789'

  it('opens the metrics only to the exact bearer token', () => {
    expect(carriesMetricsToken(`Bearer ${token}`, token)).toBe(true)
    expect(carriesMetricsToken(`Bearer ${token}x`, token)).toBe(false)
    expect(carriesMetricsToken(token, token)).toBe(false)
    expect(carriesMetricsToken(undefined, token)).toBe(false)
  })

  it('keeps them closed when no token is set', () => {
    expect(carriesMetricsToken('Bearer ', undefined)).toBe(false)
    expect(carriesMetricsToken('Bearer anything', '')).toBe(false)
  })
})
