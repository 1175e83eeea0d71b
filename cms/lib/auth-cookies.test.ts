import { describe, expect, it } from 'vitest'

import { authCookies } from './auth-cookies'

describe('the auth cookie', () => {
  it('is Secure when the site runs behind https, and only then', () => {
    expect(authCookies('https://shop.example.com')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(authCookies('http://localhost:3000')).toEqual({ secure: false, sameSite: 'Lax' })
  })
})
