import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SESSION_STORAGE_KEY, readSession, saveSession } from '@/lib/session'
import { openBrowserWindow } from '@/testing/browser-window'

import { ApiError, isSignInRequired, shopApi } from './api-client'
import { handleAppError, registerErrorNavigator, resetAppErrorHandler } from './error-handler'
import { forgetPrivateDataOnSignOut } from './query-client'

const USER = { _id: 'c1', name: 'Asha Verma', email: 'asha@example.com', phoneNumber: 9876543210, countryCode: '+91', GST: null }

/** Every call is answered with `status` and `body`; the calls are recorded. */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('the call did not fail')
}

beforeEach(() => {
  openBrowserWindow()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  saveSession({ user: USER, token: 'token-1' })
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  registerErrorNavigator(null)
  resetAppErrorHandler()
})

describe('a 401 answer to a call made with the stored sign-in', () => {
  it('forgets the stored sign-in and is no app failure: the error screen is not opened', async () => {
    const fetch = answerWith(401, { message: 'Please log in to continue' })
    const navigate = vi.fn()
    registerErrorNavigator(navigate)

    const error = await failureOf(shopApi.get('/address/get', { auth: true }))

    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer token-1' })
    expect(isSignInRequired(error)).toBe(true)
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(readSession()).toBeNull()
    handleAppError(error)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('keeps a newer sign-in stored while the call was under way', async () => {
    let finish: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    )
    const call = failureOf(shopApi.get('/order/getMyOrder', { auth: true }))
    saveSession({ user: USER, token: 'token-2' })
    finish(Response.json({ message: 'Please log in to continue' }, { status: 401 }))

    expect(isSignInRequired(await call)).toBe(true)
    expect(readSession()?.token).toBe('token-2')
  })
})

describe('other failures', () => {
  it('a 401 to a call made without the sign-in (a wrong password at login) keeps its field messages and the stored sign-in', async () => {
    answerWith(401, {
      message: 'Invalid Credentials: Password not correct',
      errors: [{ field: 'password', message: 'Invalid Credentials: Password not correct' }],
    })
    const error = await failureOf(shopApi.post('/user/login', { phoneNumber: '9876543210', password: 'wrong', countryCode: '+91' }))

    expect(error).toBeInstanceOf(ApiError)
    expect(isSignInRequired(error)).toBe(false)
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'password', message: 'Invalid Credentials: Password not correct' }])
    expect(readSession()?.token).toBe('token-1')
  })

  it('a 500 to a signed-in call is a failure and leaves the sign-in alone', async () => {
    const navigate = vi.fn()
    registerErrorNavigator(navigate)
    answerWith(500, { message: 'Something went wrong' })
    const error = await failureOf(shopApi.get('/user/getmydetails', { auth: true }))

    expect(isSignInRequired(error)).toBe(false)
    expect(readSession()?.token).toBe('token-1')
    handleAppError(error)
    expect(navigate).toHaveBeenCalledWith('/error')
  })
})

describe('the cache when the sign-in ends', () => {
  it("drops the customer's own data and keeps the catalogue", async () => {
    const client = new QueryClient()
    const stop = forgetPrivateDataOnSignOut(client)
    client.setQueryData(['products', 'featured'], [])
    await client.prefetchQuery({ queryKey: ['addresses'], queryFn: () => [{ _id: 'a1' }], meta: { private: true } })
    await client.prefetchQuery({ queryKey: ['my-orders'], queryFn: () => [], meta: { private: true } })

    answerWith(401, { message: 'Please log in to continue' })
    await failureOf(shopApi.get('/user/getmydetails', { auth: true }))

    expect(client.getQueryData(['addresses'])).toBeUndefined()
    expect(client.getQueryData(['my-orders'])).toBeUndefined()
    expect(client.getQueryData(['products', 'featured'])).toEqual([])
    stop()
  })
})
