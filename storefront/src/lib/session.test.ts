import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { openBrowserWindow } from '@/testing/browser-window'

const USER = { _id: 'c1', name: 'Asha Verma', email: 'asha@example.com', phoneNumber: 9876543210, countryCode: '+91', GST: null }

/** A fresh copy of the module (it checks once per page load) in a browser whose token check answers `status`. */
async function pageLoadWithCheckAnswering(status: number | 'network down') {
  openBrowserWindow()
  const fetch = vi.fn(async () => {
    if (status === 'network down') throw new TypeError('Failed to fetch')
    return Response.json({}, { status })
  })
  vi.stubGlobal('fetch', fetch)
  vi.resetModules()
  const session = await import('./session')
  session.saveSession({ user: USER, token: 'token-1' })
  return { session, fetch }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the token check at page load', () => {
  it('keeps the sign-in the server confirms, asking once per page load', async () => {
    const { session, fetch } = await pageLoadWithCheckAnswering(200)
    await session.verifySessionOnce()
    await session.verifySessionOnce()
    expect(session.readSession()?.token).toBe('token-1')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([401, 403])('signs the buyer out when the server refuses the token (%i)', async (status) => {
    const { session } = await pageLoadWithCheckAnswering(status)
    await session.verifySessionOnce()
    expect(session.readSession()).toBeNull()
  })

  it.each([429, 500, 503, 'network down' as const])('keeps the sign-in when the check gets no verdict (%s)', async (status) => {
    const { session } = await pageLoadWithCheckAnswering(status)
    await session.verifySessionOnce()
    expect(session.readSession()?.token).toBe('token-1')
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not be checked'),
      ...(status === 'network down' ? [expect.any(TypeError)] : []),
    )
  })
})
