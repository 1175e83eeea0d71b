import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { checkCredentialChange, CURRENT_PASSWORD_WRONG } from './credential-change'

vi.mock('../../services/rate-limit', () => ({ rateLimit: vi.fn(async () => undefined) }))

/** Payload's wrong-password error as another bundled copy of Payload throws it: the same shape, another class. */
class AuthenticationErrorOfAnotherCopy extends Error {
  readonly status = 401
  readonly isPublic = true
}

const STAFF = { id: 'u1', email: 'editor@example.com', collection: 'users' }

/** A Payload whose login fails with `failure`, for the staff member changing their own password. */
function payloadFailingLogin(failure: Error): () => Promise<Payload> {
  const payload = {
    auth: async () => ({ user: STAFF }),
    db: { findOne: async () => ({ id: STAFF.id, email: STAFF.email }) },
    login: async () => {
      throw failure
    },
  }
  return async () => payload as unknown as Payload
}

const ownPasswordChange = () =>
  new Request(`http://shop.test/api/users/${STAFF.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'Changed#12345', currentPassword: 'Guess#12345' }),
  })

describe('a staff member changing their own password', () => {
  it('with a wrong current password gets the field error, whichever copy of Payload refused the password', async () => {
    const wrong = payloadFailingLogin(new AuthenticationErrorOfAnotherCopy('The email or password provided is incorrect.'))
    await expect(checkCredentialChange(ownPasswordChange(), ['users', STAFF.id], wrong)).rejects.toMatchObject({
      status: 400,
      body: { errors: [{ data: { errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }] } }] },
    })
  })

  it('sees any other failure of the check as it is, not as a wrong password', async () => {
    const broken = new Error('database is locked')
    await expect(checkCredentialChange(ownPasswordChange(), ['users', STAFF.id], payloadFailingLogin(broken))).rejects.toBe(broken)
  })
})
