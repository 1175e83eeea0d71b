import { describe, expect, it } from 'vitest'

import type { Company } from '../../payload-types'
import { applyRules } from './approval-rules'
import type { CompanyMember } from './membership'

const buyer: CompanyMember = { customer: 'buyer', role: 'buyer' }
const companyOf = (overrides: Partial<Company>, members: CompanyMember[] = [buyer, { customer: 'approver', role: 'approver' }]) =>
  ({ id: 'c', name: 'City Care', members, ...overrides }) as Company

const facts = (
  company: Company,
  member: CompanyMember,
  more: { total?: number; offContractCodes?: string[]; spentThisMonth?: number } = {},
) => ({
  membership: { company, member },
  total: more.total ?? 10_000,
  offContractCodes: more.offContractCodes ?? [],
  spentThisMonth: more.spentThisMonth ?? 0,
})

describe('the company rules an order meets', () => {
  it('holds an order above the amount, not one at it', () => {
    const company = companyOf({ approval: { above: 10_000 } })
    expect(applyRules(facts(company, buyer, { total: 10_000 })).rules).toEqual([])
    expect(applyRules(facts(company, buyer, { total: 10_001 })).rules).toEqual(['above'])
  })

  it('holds off-contract codes only when the company asks', () => {
    expect(applyRules(facts(companyOf({ approval: { offContract: true } }), buyer, { offContractCodes: ['NW 1'] })).rules).toEqual([
      'offContract',
    ])
    expect(applyRules(facts(companyOf({ approval: { offContract: false } }), buyer, { offContractCodes: ['NW 1'] })).rules).toEqual([])
  })

  it('holds every order of a buyer marked needs approval, and names each rule met', () => {
    const flagged = { ...buyer, needsApproval: true }
    const company = companyOf({ approval: { above: 0, offContract: true } }, [flagged, { customer: 'approver', role: 'approver' }])
    expect(applyRules(facts(company, flagged, { offContractCodes: ['NW 1'] })).rules).toEqual(['above', 'offContract', 'needsApproval'])
  })

  it('holds an order passing the monthly limit, or refuses it with the figures when nobody approves', () => {
    const limited = { ...buyer, monthlyLimit: 30_000 }
    const withApprover = companyOf({}, [limited, { customer: 'approver', role: 'approver' }])
    expect(applyRules(facts(withApprover, limited, { total: 10_000, spentThisMonth: 20_000 }))).toEqual({ rules: [], refusal: null })
    expect(applyRules(facts(withApprover, limited, { total: 10_001, spentThisMonth: 20_000 })).rules).toEqual(['monthlyLimit'])
    const alone = companyOf({}, [limited, { customer: 'admin', role: 'admin' }])
    const refused = applyRules(facts(alone, limited, { total: 10_001, spentThisMonth: 20_000 }))
    expect(refused.refusal).toContain('no approver')
    expect(refused.refusal).toContain('₹ 300.00')
    expect(refused.refusal).toContain('₹ 300.01')
  })
})
