import { randomInt } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../../../cms/endpoints/rest/credential-change'
import { baseUrl, request, rest, type Reply } from '../../helpers/api'

/** A staff member's own email or password changes only with their current password, and end their other sessions. */
const api = (path: string) => `${baseUrl()}/api${path}`

type Staff = { id: string; email: string; password: string }

/** A new catalogue editor, made by the seeded admin, so no other test's staff logins are touched. */
async function newStaff(): Promise<Staff> {
  const email = `staff-${randomInt(1_000_000_000)}@example.com`
  const password = 'Staff#12345'
  const made = await rest('POST', '/users', { name: 'Test Editor', email, password, roles: ['catalogue-editor'] })
  expect(made.status, made.text).toBe(201)
  return { id: made.body.doc.id, email, password }
}

async function logIn(email: string, password: string): Promise<Reply> {
  return request('POST', api('/users/login'), { body: { email, password } })
}

async function tokenOf(staff: Staff): Promise<string> {
  const reply = await logIn(staff.email, staff.password)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.token
}

const works = async (token: string) =>
  (await request('GET', api('/users/me'), { headers: { Authorization: `JWT ${token}` } })).body?.user != null

const patchAs = (token: string, path: string, body: unknown) =>
  request('PATCH', api(path), { body, headers: { Authorization: `JWT ${token}` } })

/** The admin saves a document as a multipart form with the data as JSON in `_payload`. */
function patchAsAdminForm(token: string, path: string, data: unknown) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  return fetch(api(path), {
    method: 'PATCH',
    body: form,
    headers: { Authorization: `JWT ${token}`, 'X-Forwarded-For': `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
  })
}

const fieldErrorOf = (reply: Reply) => reply.body.errors?.[0]?.data?.errors?.[0] as { path: string; message: string } | undefined

describe('a staff member changing their own password', () => {
  it('needs the current password, and ends every other session', async () => {
    const staff = await newStaff()
    const [token, elsewhere] = [await tokenOf(staff), await tokenOf(staff)]
    const password = 'Changed#12345'

    const without = await patchAs(token, `/users/${staff.id}`, { password })
    expect(without.status, without.text).toBe(400)
    expect(fieldErrorOf(without)).toEqual({ path: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED })
    const wrong = await patchAs(token, `/users/${staff.id}`, { password, currentPassword: 'Guess#12345' })
    expect(wrong.status).toBe(400)
    expect(fieldErrorOf(wrong)).toEqual({ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG })
    expect((await logIn(staff.email, password)).status).toBe(401)
    expect(await works(elsewhere)).toBe(true)

    const right = await patchAs(token, `/users/${staff.id}`, { password, currentPassword: staff.password })
    expect(right.status, right.text).toBe(200)
    expect(right.text).not.toContain(staff.password)
    expect(await works(token)).toBe(true)
    expect(await works(elsewhere)).toBe(false)
    expect((await logIn(staff.email, password)).status).toBe(200)
  })

  it('in a bulk update is refused', async () => {
    const staff = await newStaff()
    const token = await tokenOf(staff)
    const bulk = await patchAs(token, `/users?where[id][equals]=${staff.id}`, {
      password: 'Changed#12345',
      currentPassword: staff.password,
    })
    expect(bulk.status).toBe(400)
    expect((await logIn(staff.email, staff.password)).status).toBe(200)
  })
})

describe('a staff member changing their own email', () => {
  it('from the admin’s account form needs the current password, and ends every other session', async () => {
    const staff = await newStaff()
    const [token, elsewhere] = [await tokenOf(staff), await tokenOf(staff)]
    const email = `moved-${staff.email}`

    const without = await patchAsAdminForm(token, `/users/${staff.id}`, { name: 'Test Editor', email })
    expect(without.status).toBe(400)
    expect((await without.json()).errors[0].data.errors[0].path).toBe('currentPassword')
    expect(await works(elsewhere)).toBe(true)

    const right = await patchAsAdminForm(token, `/users/${staff.id}`, { name: 'Test Editor', email, currentPassword: staff.password })
    expect(right.status).toBe(200)
    expect((await right.json()).doc.email).toBe(email)
    expect(await works(token)).toBe(true)
    expect(await works(elsewhere)).toBe(false)
  })

  it('other changes of one’s own account need no password', async () => {
    const staff = await newStaff()
    const token = await tokenOf(staff)
    const renamed = await patchAs(token, `/users/${staff.id}`, { name: 'Renamed Editor', email: staff.email })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body.doc.name).toBe('Renamed Editor')
  })
})

describe('an admin changing another staff member’s sign-in', () => {
  it('gives no password of their own, and ends all of that member’s sessions', async () => {
    const staff = await newStaff()
    const token = await tokenOf(staff)
    const email = `reassigned-${staff.email}`
    const moved = await rest('PATCH', `/users/${staff.id}`, { email })
    expect(moved.status, moved.text).toBe(200)
    expect(await works(token)).toBe(false)

    const again = await logIn(email, staff.password)
    expect(again.status).toBe(200)
    const reset = await rest('PATCH', `/users/${staff.id}`, { password: 'Reset#12345' })
    expect(reset.status, reset.text).toBe(200)
    expect(await works(again.body.token)).toBe(false)
    expect((await logIn(email, 'Reset#12345')).status).toBe(200)
  })
})
