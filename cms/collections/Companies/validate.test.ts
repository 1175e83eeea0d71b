import { describe, expect, it } from 'vitest'

import { COMPANY_MESSAGES } from '../../contract/company'
import { GSTIN_FORMAT_MESSAGE } from '../../contract/gstin'
import { locationGstinProblem, memberLocationsProblem, membersProblem, panProblem, passesCompanyChecks } from './validate'

const delhi = { name: 'Stores', gstin: '07AABCC4321H1Z3', state: 'Delhi', id: 'loc-1' }

describe('company checks', () => {
  it('a PAN is five letters, four digits and a letter, or absent', () => {
    expect(panProblem('AABCC4321H')).toBeNull()
    expect(panProblem(null)).toBeNull()
    for (const bad of ['AABCC4321', 'AABC14321H', 'aabcc4321h', 'AABCC4321HH']) expect(panProblem(bad)).toBe(COMPANY_MESSAGES.panInvalid)
  })

  it("a location's GSTIN must be issued in the location's state, whatever spelling of the state is used", () => {
    expect(locationGstinProblem('07AABCC4321H1Z3', 'NCT of Delhi')).toBeNull()
    expect(locationGstinProblem('08AABCC4321H1Z1', 'Delhi')).toBe(COMPANY_MESSAGES.gstinStateMismatch)
    expect(locationGstinProblem('07AABCC4321H', 'Delhi')).toBe(GSTIN_FORMAT_MESSAGE)
  })

  it('members need an admin and nobody twice; a member is limited only to locations of the company', () => {
    expect(membersProblem([{ customer: 'a', role: 'buyer' }])).toBe(COMPANY_MESSAGES.noAdmin)
    expect(
      membersProblem([
        { customer: 'a', role: 'admin' },
        { customer: { id: 'a' }, role: 'buyer' },
      ]),
    ).toBe(COMPANY_MESSAGES.memberTwice)
    expect(memberLocationsProblem(['loc-1'], [delhi])).toBeNull()
    expect(memberLocationsProblem(['loc-2'], [delhi])).toBe(COMPANY_MESSAGES.unknownLocation)
  })

  it('members are claimed only for a company that passes every check', () => {
    const company = { name: 'City Care', pan: 'AABCC4321H', members: [{ customer: 'a', role: 'admin' }], locations: [delhi] }
    expect(passesCompanyChecks(company)).toBe(true)
    expect(passesCompanyChecks({ ...company, pan: 'BAD' })).toBe(false)
    expect(passesCompanyChecks({ ...company, members: [{ customer: 'a', role: 'owner' }] })).toBe(false)
    expect(passesCompanyChecks({ ...company, locations: [{ ...delhi, state: 'Rajasthan' }] })).toBe(false)
  })
})
