import { describe, expect, it } from 'vitest'

import { BUSINESS_MESSAGES, businessAnswerSchema, GSTIN_CHECK_MESSAGE } from '../../cms/contract'
import { baseUrl, call, registerCustomer, request, staffToken } from '../helpers/api'

const GSTIN = '27AAPFU0939F1ZV'
const details = { organisation: 'Sunrise Surgicals', type: 'distributor', gstin: GSTIN.toLowerCase() }

const asStaff = async (who: 'admin' | 'editor' | 'orders') => ({ Authorization: `JWT ${await staffToken(who)}` })
const patchCustomer = async (who: 'admin' | 'editor' | 'orders', id: string, body: unknown) =>
  request('PATCH', `${baseUrl()}/api/customers/${id}?depth=0`, { headers: await asStaff(who), body })

describe('business accounts', () => {
  it('a buyer gives organisation, type and GSTIN and sees them awaiting verification', async () => {
    const buyer = await registerCustomer()
    const empty = await call('GET', '/user/business', { token: buyer.token })
    expect(empty.status).toBe(200)
    expect(empty.body.data).toEqual({ organisation: null, type: null, gstin: null, verified: false, verifiedAt: null })

    const saved = await call('PATCH', '/user/business', { token: buyer.token, body: { ...details, verified: true } })
    expect(saved.status, saved.text).toBe(200)
    expect(businessAnswerSchema.parse(saved.body).data).toEqual({
      organisation: 'Sunrise Surgicals',
      type: 'distributor',
      gstin: GSTIN,
      verified: false,
      verifiedAt: null,
    })
  })

  it('refuses a mistyped GSTIN, an unknown type and a missing organisation with field messages', async () => {
    const buyer = await registerCustomer()
    const reply = await call('PATCH', '/user/business', {
      token: buyer.token,
      body: { organisation: ' ', type: 'pharmacy', gstin: '27AAPFU0939F1ZA' },
    })
    expect(reply.status).toBe(400)
    const byField = Object.fromEntries((reply.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]))
    expect(byField).toEqual({
      organisation: BUSINESS_MESSAGES.organisationRequired,
      type: BUSINESS_MESSAGES.typeRequired,
      gstin: GSTIN_CHECK_MESSAGE,
    })
    expect((await call('GET', '/user/business')).status).toBe(401)
  })

  it('an order manager verifies the account: who and when are recorded, the buyer sees it verified', async () => {
    const buyer = await registerCustomer()
    await call('PATCH', '/user/business', { token: buyer.token, body: details })
    const before = Date.now()
    const verified = await patchCustomer('orders', buyer.id, { business: { verified: true, verifiedAt: '2001-01-01T00:00:00.000Z' } })
    expect(verified.status, verified.text).toBe(200)
    const business = verified.body.doc.business
    expect(business).toMatchObject({ organisation: 'Sunrise Surgicals', type: 'distributor', gstin: GSTIN, verified: true })
    expect(typeof business.verifiedBy).toBe('string')
    expect(Date.parse(business.verifiedAt)).toBeGreaterThanOrEqual(before - 1000)

    const seen = await call('GET', '/user/business', { token: buyer.token })
    expect(seen.body.data).toMatchObject({ verified: true, verifiedAt: business.verifiedAt })
  })

  it('a catalogue editor cannot verify, and a buyer cannot verify themself through the collection API', async () => {
    const buyer = await registerCustomer()
    await call('PATCH', '/user/business', { token: buyer.token, body: details })
    expect((await patchCustomer('editor', buyer.id, { business: { verified: true } })).status).toBe(403)
    const self = await request('PATCH', `${baseUrl()}/api/customers/${buyer.id}`, {
      headers: { Authorization: `JWT ${buyer.token}` },
      body: { business: { verified: true } },
    })
    expect(self.status).toBe(403)
    expect((await call('GET', '/user/business', { token: buyer.token })).body.data.verified).toBe(false)
  })

  it("the buyer changing their GSTIN sends the account back for verification; staff's edits keep it verified", async () => {
    const buyer = await registerCustomer()
    await call('PATCH', '/user/business', { token: buyer.token, body: details })
    await patchCustomer('admin', buyer.id, { business: { verified: true } })
    const renamed = await patchCustomer('admin', buyer.id, { business: { organisation: 'Sunrise Surgicals LLP' } })
    expect(renamed.body.doc.business.verified).toBe(true)

    const unchanged = await call('PATCH', '/user/business', {
      token: buyer.token,
      body: { ...details, organisation: 'Sunrise Surgicals LLP' },
    })
    expect(unchanged.body.data.verified).toBe(true)
    const changed = await call('PATCH', '/user/business', { token: buyer.token, body: { ...details, gstin: '29AAPFU0939F1ZR' } })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.data).toMatchObject({ gstin: '29AAPFU0939F1ZR', verified: false, verifiedAt: null })
  })
})
