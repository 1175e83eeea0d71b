import { describe, expect, it } from 'vitest'

import { MSG } from '../../../cms/contract'
import { call, newIp, newPhone, post, registerCustomer, slowDownEmail, waitForEmailsTo, type TestCustomer } from '../../helpers/api'

/** Sessions that end when they should, and password reset links nobody else can spoil. */
const login = (customer: TestCustomer, password = customer.password, ip = newIp()) =>
  post('/user/login', { phoneNumber: customer.phoneNumber, countryCode: customer.countryCode, password }, undefined, ip)
const works = async (token: string) => (await call('GET', '/user/getmydetails', { token })).status === 200
const tokenIn = (email: { text?: string }) => /token=([0-9a-f]+)/.exec(email.text ?? '')?.[1]

describe('logout', () => {
  it('ends the session on the server: the token stops working at once, other sessions go on', async () => {
    const customer = await registerCustomer()
    const other = (await login(customer)).body.token as string
    const out = await call('POST', '/user/logout', { token: customer.token })
    expect(out.status).toBe(200)
    expect(await works(customer.token)).toBe(false)
    expect(await works(other)).toBe(true)
    expect((await call('POST', '/user/logout', {})).status).toBe(401)
  })
})

describe('simultaneous logins', () => {
  it('never drop each other’s sessions', async () => {
    const customer = await registerCustomer()
    const tokens: string[] = []
    for (let round = 0; round < 3; round += 1) {
      const pair = await Promise.all([login(customer), login(customer), login(customer)])
      for (const reply of pair) {
        expect(reply.status).toBe(200)
        tokens.push(reply.body.token)
      }
    }
    const alive = await Promise.all([customer.token, ...tokens].map(works))
    expect(alive.filter((ok) => !ok)).toEqual([])
  })
})

describe('changing the email address or phone number', () => {
  const profile = (customer: TestCustomer, changes: Record<string, unknown>) => ({
    name: customer.name,
    email: customer.email,
    phoneNumber: Number(customer.phoneNumber),
    ...changes,
  })

  it.each([
    ['a new email address', (customer: TestCustomer) => ({ email: `moved-${customer.phoneNumber}@example.com` })],
    ['a new phone number (the login name)', () => ({ phoneNumber: Number(newPhone()) })],
  ])('%s needs the current password and ends every other session', async (_change, changesOf) => {
    const customer = await registerCustomer()
    const elsewhere = (await login(customer)).body.token as string
    const changes = changesOf(customer)
    const edit = (currentPassword?: string) =>
      call('PATCH', '/user/editUser', { token: customer.token, body: profile(customer, { ...changes, currentPassword }) })
    const without = await edit()
    expect(without.status).toBe(400)
    expect(without.body.message).toBe(MSG.profile.currentPasswordRequired)
    const wrong = await edit('not-it-9')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(MSG.profile.currentPasswordWrong)
    expect(await works(elsewhere)).toBe(true)
    const right = await edit(customer.password)
    expect(right.status, right.text).toBe(200)
    expect(right.body.data.user).toMatchObject(changes)
    expect(await works(customer.token)).toBe(true)
    expect(await works(elsewhere)).toBe(false)
  })

  it('other profile changes need no password', async () => {
    const customer = await registerCustomer()
    const renamed = await call('PATCH', '/user/editUser', { token: customer.token, body: profile(customer, { name: 'Dr Renamed' }) })
    expect(renamed.status).toBe(200)
  })
})

describe('forgot password', () => {
  it('asking again (from anywhere) sends the same link, which keeps working until used', async () => {
    const customer = await registerCustomer()
    await post('/user/forgotPassword', { email: customer.email })
    const [first] = await waitForEmailsTo(customer.email, 1)
    await post('/user/forgotPassword', { email: customer.email }, undefined, newIp())
    const emails = await waitForEmailsTo(customer.email, 2)
    expect(emails).toHaveLength(2)
    expect(tokenIn(emails[1])).toBe(tokenIn(first))
    expect((await post('/user/resetPassword', { token: tokenIn(first), password: 'reset-ok-1' })).status).toBe(200)
  })

  it('emails one account at most 3 times an hour, whichever addresses ask', async () => {
    const customer = await registerCustomer()
    for (let ask = 0; ask < 5; ask += 1) expect((await post('/user/forgotPassword', { email: customer.email })).status).toBe(200)
    await waitForEmailsTo(customer.email, 4, 1500)
    expect(await waitForEmailsTo(customer.email, 3)).toHaveLength(3)
  })

  it('answers before the email goes out, so a known address is not slower than an unknown one', async () => {
    const customer = await registerCustomer()
    await slowDownEmail(4000)
    try {
      const started = Date.now()
      const reply = await post('/user/forgotPassword', { email: customer.email })
      expect(reply.status).toBe(200)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await slowDownEmail(0)
    }
    expect(await waitForEmailsTo(customer.email, 1, 10_000)).toHaveLength(1)
  })
})
