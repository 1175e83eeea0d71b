import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_LOCKED_MESSAGE, GSTIN_CHECK_MESSAGE, loginResponseSchema, MSG, myDetailsResponseSchema } from '../../cms/contract'
import {
  baseUrl,
  call,
  emailsTo,
  waitForEmailsTo,
  FORBIDDEN_KEYS,
  keysDeep,
  newIp,
  newPhone,
  post,
  registerCustomer,
  request,
  staffToken,
  type Reply,
  type TestCustomer,
} from '../helpers/api'
import { SEED_LOGINS } from '../helpers/test-keys'

const messagesOf = (reply: Reply) => (reply.body.errors as { field: string; message: string }[]).map((error) => error.message)
const expectNoSecrets = (reply: Reply) => expect(keysDeep(reply.body).filter((key) => FORBIDDEN_KEYS.includes(key))).toEqual([])
const login = (customer: Pick<TestCustomer, 'phoneNumber' | 'countryCode'>, password: string, ip = newIp()) =>
  post('/user/login', { phoneNumber: customer.phoneNumber, countryCode: customer.countryCode, password }, undefined, ip)

describe('POST /user (register)', () => {
  it('creates the customer, logs them in and answers SUCCESS with a working token', async () => {
    const phoneNumber = newPhone()
    const reply = await post('/user', {
      name: 'Dr Asha Rao',
      email: `Asha.${phoneNumber}@Example.com`,
      password: 'secret1',
      phoneNumber,
      countryCode: '+91',
      GST: '27abcde1234f1z0',
      role: 'admin',
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ responseCode: 'SUCCESS', message: MSG.register.SUCCESS })
    expect(loginResponseSchema.parse(reply.body).user).toEqual({
      _id: expect.any(String),
      name: 'Dr Asha Rao',
      email: `asha.${phoneNumber}@example.com`,
      phoneNumber: Number(phoneNumber),
      countryCode: '+91',
      GST: '27ABCDE1234F1Z0',
    })
    expectNoSecrets(reply)
    const details = await call('GET', '/user/getmydetails', { token: reply.body.token })
    expect(details.status).toBe(200)
    expect(details.body.data.user._id).toBe(reply.body.user._id)
  })

  it('answers PHONE_NUMBER_ALREADY_EXIST (409) for a taken phone, whatever the dial code is written like', async () => {
    const existing = await registerCustomer()
    const reply = await post('/user', {
      name: 'Other',
      email: `other-${newPhone()}@example.com`,
      password: 'secret1',
      phoneNumber: existing.phoneNumber,
      countryCode: '91',
    })
    expect(reply.status).toBe(409)
    expect(reply.body).toEqual({ responseCode: 'PHONE_NUMBER_ALREADY_EXIST', message: MSG.register.PHONE_NUMBER_ALREADY_EXIST })
  })

  it('answers EMAIL_ALREADY_EXIST (409) for a taken email in any letter case', async () => {
    const existing = await registerCustomer()
    const reply = await post('/user', {
      name: 'Other',
      email: existing.email.toUpperCase(),
      password: 'secret1',
      phoneNumber: newPhone(),
      countryCode: '+91',
    })
    expect(reply.status).toBe(409)
    expect(reply.body).toEqual({ responseCode: 'EMAIL_ALREADY_EXIST', message: MSG.register.EMAIL_ALREADY_EXIST })
  })

  it('answers INVALID_COUNTRYCODE (400) for a dial code no country has', async () => {
    const reply = await post('/user', {
      name: 'A',
      email: `a-${newPhone()}@example.com`,
      password: 'secret1',
      phoneNumber: newPhone(),
      countryCode: '+999',
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ responseCode: 'INVALID_COUNTRYCODE', message: MSG.login.INVALID_COUNTRYCODE })
  })

  it('accepts another country: a US number registers and logs in', async () => {
    const customer = await registerCustomer({ countryCode: '+1', phoneNumber: `20255${String(Date.now()).slice(-5)}` })
    expect((await login(customer, customer.password)).body.responseCode).toBe('SUCCESS')
  })

  it('refuses missing and malformed fields with the sign-up form messages', async () => {
    const empty = await post('/user', {})
    expect(empty.status).toBe(400)
    expect(messagesOf(empty)).toEqual(
      expect.arrayContaining([
        MSG.register.nameRequired,
        MSG.register.emailRequired,
        MSG.register.passwordMin,
        MSG.login.phoneRequired,
        MSG.login.countryCodeRequired,
      ]),
    )
    const bad = await post('/user', {
      name: 'A',
      email: 'not-an-email',
      password: '12345',
      phoneNumber: '12ab',
      countryCode: '+91',
      GST: 'nope',
    })
    expect(bad.status).toBe(400)
    expect(messagesOf(bad)).toEqual(
      expect.arrayContaining([
        MSG.register.emailInvalid,
        MSG.register.passwordMin,
        MSG.login.phoneInvalid,
        'Enter a valid 15-character GSTIN',
      ]),
    )
    const short = await post('/user', { name: 'A', email: 'a@example.com', password: 'secret1', phoneNumber: '123456', countryCode: '+91' })
    expect(messagesOf(short)).toEqual([MSG.login.phoneInvalid])
  })
})

describe('POST /user/login', () => {
  let customer: TestCustomer

  beforeAll(async () => {
    customer = await registerCustomer()
  })

  it('answers SUCCESS with the token and the user (name included)', async () => {
    const reply = await login(customer, customer.password)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ responseCode: 'SUCCESS', message: MSG.login.success, user: { name: customer.name } })
    expect(reply.body.token).toEqual(expect.any(String))
    expectNoSecrets(reply)
  })

  it('lets the seeded demo customer log in', async () => {
    const reply = await login(SEED_LOGINS.customer, SEED_LOGINS.customer.password)
    expect(reply.body.responseCode).toBe('SUCCESS')
  })

  it('accepts the phone number sent as a number', async () => {
    const reply = await post('/user/login', { phoneNumber: Number(customer.phoneNumber), countryCode: '+91', password: customer.password })
    expect(reply.body.responseCode).toBe('SUCCESS')
  })

  it('answers INVALID_PHONENUMBER (401) for a number nobody registered', async () => {
    const reply = await login({ phoneNumber: newPhone(), countryCode: '+91' }, 'whatever1')
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({ responseCode: 'INVALID_PHONENUMBER', message: MSG.login.INVALID_PHONENUMBER })
  })

  it('answers INVALID_PASSWORD (401) for a wrong password', async () => {
    const reply = await login(customer, 'wrong-password')
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({ responseCode: 'INVALID_PASSWORD', message: MSG.login.INVALID_PASSWORD })
  })

  it('answers INVALID_COUNTRYCODE (400) for an unknown dial code', async () => {
    const reply = await login({ phoneNumber: customer.phoneNumber, countryCode: '+0' }, customer.password)
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ responseCode: 'INVALID_COUNTRYCODE', message: MSG.login.INVALID_COUNTRYCODE })
  })

  it('refuses missing fields with the login form messages', async () => {
    const reply = await post('/user/login', {})
    expect(reply.status).toBe(400)
    expect(messagesOf(reply)).toEqual(
      expect.arrayContaining([MSG.login.countryCodeRequired, MSG.login.phoneRequired, MSG.login.passwordRequired]),
    )
  })

  it('locks the account for that address after 5 failed attempts, even against the right password (423 ACCOUNT_LOCKED)', async () => {
    const victim = await registerCustomer()
    const attacker = newIp()
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(victim, `wrong-${attempt}`, attacker)).body.responseCode).toBe('INVALID_PASSWORD')
    }
    const fifth = await login(victim, 'wrong-5', attacker)
    expect(fifth.status).toBe(423)
    expect(fifth.body).toEqual({ responseCode: 'ACCOUNT_LOCKED', message: ACCOUNT_LOCKED_MESSAGE })
    const right = await login(victim, victim.password, attacker)
    expect(right.status).toBe(423)
    expect(right.body.token).toBeUndefined()
  })

  it("a stranger's failed logins do not lock the owner out", async () => {
    const owner = await registerCustomer()
    const stranger = newIp()
    for (let attempt = 1; attempt <= 8; attempt += 1) await login(owner, `guess-${attempt}`, stranger)
    expect((await login(owner, owner.password, stranger)).status).toBe(423)
    const fromHome = await login(owner, owner.password)
    expect(fromHome.status).toBe(200)
    expect(fromHome.body.responseCode).toBe('SUCCESS')
  })
})

describe('POST /verifyToken and GET /user/getmydetails', () => {
  let customer: TestCustomer

  beforeAll(async () => {
    customer = await registerCustomer()
  })

  it('verifyToken answers 200 for a customer token (Bearer or JWT) and 401 otherwise', async () => {
    expect((await call('POST', '/verifyToken', { token: customer.token })).status).toBe(200)
    expect((await call('POST', '/verifyToken', { headers: { Authorization: `JWT ${customer.token}` } })).status).toBe(200)
    expect((await call('POST', '/verifyToken')).status).toBe(401)
    expect((await call('POST', '/verifyToken', { token: 'not.a.token' })).status).toBe(401)
    expect((await call('POST', '/verifyToken', { token: `${customer.token.slice(0, -4)}AAAA` })).status).toBe(401)
  })

  it('a staff token is not a customer session', async () => {
    const staff = await staffToken()
    expect((await call('POST', '/verifyToken', { headers: { Authorization: `JWT ${staff}` } })).status).toBe(401)
    expect((await call('GET', '/user/getmydetails', { headers: { Authorization: `JWT ${staff}` } })).status).toBe(401)
  })

  it('getmydetails answers the signed-in customer only, without secrets', async () => {
    const reply = await call('GET', '/user/getmydetails', { token: customer.token })
    expect(reply.status).toBe(200)
    expect(myDetailsResponseSchema.parse(reply.body).data.user).toMatchObject({
      name: customer.name,
      email: customer.email,
      phoneNumber: Number(customer.phoneNumber),
      GST: null,
    })
    expectNoSecrets(reply)
    const anonymous = await call('GET', '/user/getmydetails')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toEqual(expect.any(String))
  })
})

describe('PATCH /user/editUser', () => {
  let customer: TestCustomer
  let other: TestCustomer

  beforeAll(async () => {
    ;[customer, other] = await Promise.all([registerCustomer(), registerCustomer()])
  })

  const edit = (token: string, body: unknown) => call('PATCH', '/user/editUser', { token, body })

  it('saves name, email, phone (sent as a number) and GST, and the new phone logs in', async () => {
    const phoneNumber = newPhone()
    const email = `edited-${phoneNumber}@example.com`
    const reply = await edit(customer.token, {
      name: 'Dr Edited',
      email,
      phoneNumber: Number(phoneNumber),
      GST: '29ABCDE1234F1ZW',
      currentPassword: customer.password,
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ responseCode: 'SUCCESS', message: MSG.profile.updated })
    const details = await call('GET', '/user/getmydetails', { token: customer.token })
    expect(details.body.data.user).toMatchObject({ name: 'Dr Edited', email, phoneNumber: Number(phoneNumber), GST: '29ABCDE1234F1ZW' })
    expect((await login({ phoneNumber, countryCode: '+91' }, customer.password)).body.responseCode).toBe('SUCCESS')
    expect((await login(customer, customer.password)).body.responseCode).toBe('INVALID_PHONENUMBER')
    customer = { ...customer, phoneNumber, email }
  })

  it('refuses a GSTIN whose check character is wrong, with a field error', async () => {
    const reply = await edit(customer.token, {
      name: 'Dr Edited',
      email: customer.email,
      phoneNumber: Number(customer.phoneNumber),
      GST: '29ABCDE1234F1ZX',
    })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.body)).toContain(GSTIN_CHECK_MESSAGE)
  })

  it('keeps email and phone unique: 409 with the register codes', async () => {
    const phone = await edit(customer.token, { name: 'X', email: customer.email, phoneNumber: other.phoneNumber })
    expect(phone.status).toBe(409)
    expect(phone.body).toEqual({ responseCode: 'PHONE_NUMBER_ALREADY_EXIST', message: MSG.register.PHONE_NUMBER_ALREADY_EXIST })
    const email = await edit(customer.token, { name: 'X', email: other.email, phoneNumber: customer.phoneNumber })
    expect(email.status).toBe(409)
    expect(email.body).toEqual({ responseCode: 'EMAIL_ALREADY_EXIST', message: MSG.register.EMAIL_ALREADY_EXIST })
    expect((await call('GET', '/user/getmydetails', { token: other.token })).body.data.user.email).toBe(other.email)
  })

  it('refuses bad fields with the profile form messages', async () => {
    const empty = await edit(customer.token, {})
    expect(empty.status).toBe(400)
    expect(messagesOf(empty)).toEqual(
      expect.arrayContaining([MSG.profile.nameRequired, MSG.profile.emailRequired, MSG.profile.phoneRequired]),
    )
    const bad = await edit(customer.token, { name: 'A', email: 'nope', phoneNumber: '98765abc' })
    expect(messagesOf(bad)).toEqual(expect.arrayContaining([MSG.profile.emailInvalid, MSG.profile.phoneDigits]))
    const short = await edit(customer.token, { name: 'A', email: 'a@example.com', phoneNumber: 987654321 })
    expect(messagesOf(short)).toEqual([MSG.profile.phoneMin])
  })

  it('needs a customer token', async () => {
    expect((await call('PATCH', '/user/editUser', { body: { name: 'A' } })).status).toBe(401)
  })
})

describe('forgot and reset password', () => {
  const resetTokenIn = (html: string, base: string) => {
    const match = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/resetPassword\\?token=([0-9a-f]+)`).exec(html)
    expect(match, 'the email should carry the storefront reset link').not.toBeNull()
    return match![1]
  }

  it('emails a single-use reset link; the new password works and the old one no longer does', async () => {
    const customer = await registerCustomer()
    const forgot = await post('/user/forgotPassword', { email: customer.email.toUpperCase() })
    expect(forgot.status).toBe(200)
    expect(forgot.body).toEqual({ message: MSG.forgot.success })
    const [email] = await waitForEmailsTo(customer.email)
    expect(email.subject).toMatch(/reset/i)
    const base = baseUrl()
    const token = resetTokenIn(email.text ?? '', base)
    expect(resetTokenIn(email.html ?? '', base)).toBe(token)

    const reset = await post('/user/resetPassword', { token, password: 'brand-new-1' })
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ message: MSG.reset.success })
    const again = await post('/user/resetPassword', { token, password: 'another-one-2' })
    expect(again.status).toBe(400)
    expect(again.body.message).toEqual(expect.any(String))
    expect((await login(customer, customer.password)).body.responseCode).toBe('INVALID_PASSWORD')
    expect((await login(customer, 'brand-new-1')).body.responseCode).toBe('SUCCESS')
  })

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const address = `nobody-${newPhone()}@example.com`
    const reply = await post('/user/forgotPassword', { email: address })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ message: MSG.forgot.success })
    expect(await emailsTo(address)).toEqual([])
  })

  it('a reset lifts a login lock', async () => {
    const customer = await registerCustomer()
    const ip = newIp()
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(customer, `wrong-${attempt}`, ip)
    expect((await login(customer, customer.password, ip)).status).toBe(423)
    await post('/user/forgotPassword', { email: customer.email })
    const [email] = await waitForEmailsTo(customer.email)
    const token = /token=([0-9a-f]+)/.exec(email.text ?? '')![1]
    expect((await post('/user/resetPassword', { token, password: 'unlocked-1' })).status).toBe(200)
    expect((await login(customer, 'unlocked-1', ip)).body.responseCode).toBe('SUCCESS')
  })

  it('refuses a missing email, an invalid token and a short password with clear 400s', async () => {
    const missing = await post('/user/forgotPassword', {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(MSG.forgot.required)
    const invalid = await post('/user/resetPassword', { token: 'f'.repeat(40), password: 'secret12' })
    expect(invalid.status).toBe(400)
    const short = await post('/user/resetPassword', { token: 'f'.repeat(40), password: '123' })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(MSG.register.passwordMin)
  })
})

describe("a staff member's forgotten password", () => {
  it("is answered with a reset link emailed through the shop's mail service, from the shop's sender", async () => {
    const reply = await request('POST', `${baseUrl()}/api/users/forgot-password`, { body: { email: SEED_LOGINS.editor.email } })
    expect(reply.status, reply.text).toBe(200)
    const [email] = await waitForEmailsTo(SEED_LOGINS.editor.email)
    expect(email.from).toMatch(/<.+@.+>$|^[^<>]+@[^<>]+$/)
    expect(`${email.html ?? ''}${email.text ?? ''}`).toMatch(/\/admin\/reset\/[\w-]+/)
  })
})
