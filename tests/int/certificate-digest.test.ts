import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startFakeResend } from '../fakes/resend'
import { makeStaff, makeProductDocument } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { TEST_KEYS } from '../helpers/test-keys'

let payload: Payload
let cleanup: () => Promise<void>
let resend: Awaited<ReturnType<typeof startFakeResend>>
let sendCertificateDigest: typeof import('../../cms/services/compliance/certificate-digest').sendCertificateDigest

beforeAll(async () => {
  resend = await startFakeResend()
  // Read once, when the shop's settings are first loaded: the digest goes through the real Resend client to the fake.
  process.env.RESEND_API_KEY = TEST_KEYS.resendApiKey
  process.env.RESEND_BASE_URL = resend.url
  ;({ payload, cleanup } = await freshPayload('certificate-digest'))
  ;({ sendCertificateDigest } = await import('../../cms/services/compliance/certificate-digest'))
})
afterAll(async () => {
  await cleanup()
  await resend.close()
})

const document = (title: string, kind: 'IFU' | 'ISO_13485' | 'CE', expiresOn?: string) =>
  makeProductDocument(payload, title, kind, expiresOn)

it('emails the catalogue editors the certificates expiring within 30 days, once a day however many processes offer to', async () => {
  const [editor, otherEditor] = [await makeStaff(payload, ['catalogue-editor']), await makeStaff(payload, ['catalogue-editor'])]
  const orderManager = await makeStaff(payload, ['order-manager'])
  await document('IFU without expiry', 'IFU')
  await document('CE in 40 days', 'CE', '2027-01-05')
  await document('ISO in 30 days', 'ISO_13485', '2026-12-26')
  await document('ISO expired', 'ISO_13485', '2026-11-20')

  // 26 November 2026, 10:00 in India; three server processes offer the day's digest at once.
  const now = new Date('2026-11-26T04:30:00Z')
  const outcomes = await Promise.all([1, 2, 3].map(() => sendCertificateDigest(payload, '2026-11-26', now)))
  expect(outcomes.sort()).toEqual(['already-claimed', 'already-claimed', 'sent'])
  expect(resend.sent).toHaveLength(1)
  const [email] = resend.sent
  expect(email.to.sort()).toEqual([editor.email, otherEditor.email].sort())
  expect(email.to).not.toContain(orderManager.email)
  expect(email.subject).toBe('2 certificates expiring within 30 days')
  expect(email.text).toContain('- ISO expired: expired 2026-11-20\n- ISO in 30 days: expires in 30 days (2026-12-26)\n')
  expect(email.text).not.toContain('CE in 40 days')
  expect(email.text).not.toContain('IFU')

  // Later the same day (another process, another check): nothing more. The next day: the next digest.
  expect(await sendCertificateDigest(payload, '2026-11-26', new Date('2026-11-26T12:00:00Z'))).toBe('already-claimed')
  expect(await sendCertificateDigest(payload, '2026-11-27', new Date('2026-11-27T02:30:00Z'))).toBe('sent')
  expect(resend.sent).toHaveLength(2)
  expect(resend.sent[1].text).toContain('- ISO in 30 days: expires in 29 days (2026-12-26)')
})

it('sends nothing on a day when no certificate needs renewing', async () => {
  const before = resend.sent.length
  expect(await sendCertificateDigest(payload, '2026-06-01', new Date('2026-06-01T04:30:00Z'))).toBe('nothing-to-send')
  expect(resend.sent).toHaveLength(before)
})

it('claims the day only when it sends: a certificate coming due after a check with nothing to send goes out that day, once', async () => {
  // 2 March 2026: nothing expires within 30 days at the morning's check, so the day stays unclaimed.
  const before = resend.sent.length
  expect(await sendCertificateDigest(payload, '2026-03-02', new Date('2026-03-02T02:30:00Z'))).toBe('nothing-to-send')
  expect(resend.sent).toHaveLength(before)

  // A certificate valid until 20 March is uploaded that afternoon; the next checks of two processes send it once.
  await document('CE in 18 days', 'CE', '2026-03-20')
  const afternoon = new Date('2026-03-02T09:30:00Z')
  const outcomes = await Promise.all([1, 2].map(() => sendCertificateDigest(payload, '2026-03-02', afternoon)))
  expect(outcomes.sort()).toEqual(['already-claimed', 'sent'])
  expect(resend.sent).toHaveLength(before + 1)
  expect(resend.sent.at(-1)!.text).toContain('- CE in 18 days: expires in 18 days (2026-03-20)')

  // A further check that evening sends nothing more.
  expect(await sendCertificateDigest(payload, '2026-03-02', new Date('2026-03-02T14:30:00Z'))).toBe('already-claimed')
  expect(resend.sent).toHaveLength(before + 1)
})
