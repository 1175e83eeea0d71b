import { beforeAll, describe, expect, it } from 'vitest'

import { APPROVAL_MESSAGES, COMPANY_MESSAGES, COMPANY_RULES_MESSAGES, companyResponseSchema } from '../../cms/contract'
import { call } from '../helpers/api'
import { createCompany, newMember, type Member } from '../helpers/companies'
import { memberOrders } from '../helpers/company-orders'
import { catalogue, type Line } from '../helpers/orders'

/** The company's admin sets the rules its orders follow (`PATCH /company/rules`); every member reads them. */

const changeRules = (member: Member, body: unknown) => call('PATCH', '/company/rules', { token: member.token, body })

async function rulesSeenBy(member: Member) {
  const reply = await call('GET', '/company', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return companyResponseSchema.parse(reply.body).data.rules
}

let line: Line

beforeAll(async () => {
  line = { item: (await catalogue())[0]!, quantity: 1 }
})

describe('the company admin sets its rules', () => {
  it('saves them in rupees for every member to follow; a field left out keeps its value', async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
    ])
    const saved = await changeRules(admin, {
      above: 25_000,
      offContract: true,
      requirePo: true,
      costCentres: [' Wards ', 'ICU'],
      buyersSeeCompanyOrders: true,
    })
    expect(saved.status, saved.text).toBe(200)
    const expected = { above: 25_000, offContract: true, requirePo: true, costCentres: ['Wards', 'ICU'], buyersSeeCompanyOrders: true }
    expect(companyResponseSchema.parse(saved.body).data.rules).toEqual(expected)
    expect(await rulesSeenBy(buyer)).toEqual(expected)

    const refused = await memberOrders(buyer, [line])
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'poNumber', message: APPROVAL_MESSAGES.poRequired }])

    const relaxed = await changeRules(admin, { requirePo: false, above: null })
    expect(relaxed.status, relaxed.text).toBe(200)
    expect(await rulesSeenBy(buyer)).toEqual({ ...expected, requirePo: false, above: null })
    // No PO number needed now; the code is off the company's (absent) price lists, so the order waits for approval.
    const held = await memberOrders(buyer, [line], { costCentre: 'ICU' })
    expect(held.status, held.text).toBe(202)
    expect(held.body.status).toBe('AWAITING_APPROVAL')
  })

  it('refuses anyone but the admin (403; 404 outside a company) and bad rules (400 naming the field), changing nothing', async () => {
    const [admin, buyer, outsider] = await Promise.all(['Admin', 'Buyer', 'Outsider'].map(newMember))
    await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
    ])
    const before = await rulesSeenBy(admin)

    const byBuyer = await changeRules(buyer, { requirePo: true })
    expect(byBuyer.status).toBe(403)
    expect(byBuyer.body.message).toBe(COMPANY_RULES_MESSAGES.adminsOnly)
    const byOutsider = await changeRules(outsider, { requirePo: true })
    expect(byOutsider.status).toBe(404)
    expect(byOutsider.body.message).toBe(COMPANY_MESSAGES.notAMember)
    expect((await call('PATCH', '/company/rules', { body: { requirePo: true } })).status).toBe(401)

    for (const [body, field, message] of [
      [{ above: 100.5 }, 'above', COMPANY_RULES_MESSAGES.aboveInvalid],
      [{ above: -1 }, 'above', COMPANY_RULES_MESSAGES.aboveInvalid],
      [{ costCentres: ['Wards', 'wards'] }, 'costCentres', COMPANY_RULES_MESSAGES.costCentreTwice],
      [{ costCentres: ['x'.repeat(61)] }, 'costCentres.0', COMPANY_RULES_MESSAGES.costCentreInvalid],
    ] as const) {
      const reply = await changeRules(admin, body)
      expect(reply.status, reply.text).toBe(400)
      expect(reply.body.errors).toEqual([{ field, message }])
    }
    expect(await rulesSeenBy(admin)).toEqual(before)
  })
})
