import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { Company, Customer } from '../../payload-types'

type Credit = { limit: number; termsDays: number }

const creditOf = (customer: Pick<Customer, 'credit'>): Credit | null =>
  typeof customer.credit?.limit === 'number' && customer.credit.limit > 0 && typeof customer.credit.termsDays === 'number'
    ? { limit: customer.credit.limit, termsDays: customer.credit.termsDays }
    : null

/** The credit a company takes over: its admin's, else the first member's that has one. */
function memberCredit(company: Company, customers: Pick<Customer, 'id' | 'credit'>[]): Credit | null {
  const byId = new Map(customers.map((customer) => [customer.id, customer]))
  const rows = [...(company.members ?? [])].sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'))
  for (const row of rows) {
    const customer = byId.get(idOf(row.customer))
    const credit = customer ? creditOf(customer) : null
    if (credit) return credit
  }
  return null
}

/**
 * From before orders knew their company (docs/decisions/076-company-credit-and-orders.md): every order of a company's
 * members becomes the company's, and a company without credit takes its members' (the admin's first), so a company of
 * one keeps paying on account as its buyer did. Written through the database adapter's own API, hooks skipped and no
 * time changed, so the same code runs on SQLite and MongoDB. Returns how many companies took a member's credit.
 */
export async function ordersAndCreditToCompanies(payload: Payload, req: PayloadRequest): Promise<number> {
  const { docs: companies } = await payload.db.find<Company>({ collection: 'companies', pagination: false, limit: 0, req })
  let credited = 0
  for (const company of companies) {
    const memberIds = (company.members ?? []).map((row) => idOf(row.customer))
    if (memberIds.length === 0) continue
    await payload.db.updateMany({
      collection: 'orders',
      where: { and: [{ customer: { in: memberIds } }, { company: { exists: false } }] },
      data: { company: company.id },
      req,
      returning: false,
    })
    if (typeof company.credit?.limit === 'number') continue
    const { docs: customers } = await payload.db.find<Customer>({
      collection: 'customers',
      where: { id: { in: memberIds } },
      pagination: false,
      limit: 0,
      select: { credit: true },
      req,
    })
    const credit = memberCredit(company, customers)
    if (!credit) continue
    await payload.db.updateOne({ collection: 'companies', id: company.id, data: { credit }, req, returning: false })
    credited++
  }
  return credited
}
