import type { Endpoint, PayloadRequest } from 'payload'

import { CREDIT_MESSAGES } from '../../contract/credit'
import { forbidden } from '../../lib/http-errors'
import type { Customer } from '../../payload-types'
import { membershipOf } from '../../services/companies/membership'
import { statementScopeOf } from '../../services/companies/orders-seen'
import { companyCreditAccount, creditAccountOf, statementCsv, statementOf, statementPdf } from '../../services/credit'
import { json, requireCustomer, route } from '../http'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * `GET /account/statement[?format=csv|pdf]`: the statement of the signed-in buyer's account (null, or 403 for a file,
 * without credit): their company's for a member, as much of it as their role reads; else their own.
 */
async function statement(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const membership = await membershipOf(req, customer.id)
  const account = membership ? companyCreditAccount(membership.company) : await creditAccountOf(req, customer, null)
  const data = await statementOf(req, account, statementScopeOf(membership, customer.id))
  const format = req.searchParams?.get('format')
  if (!data) {
    if (format) throw forbidden(CREDIT_MESSAGES.notOnAccount)
    return json({ data: null })
  }
  const name = `statement-${data.generatedOn}`
  if (format === 'csv') {
    return new Response(statementCsv(data), {
      headers: { ...PRIVATE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
    })
  }
  if (format === 'pdf') {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    const pdf = await statementPdf(data, settings.companyName ?? 'Statement')
    return new Response(new Uint8Array(pdf), {
      headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}.pdf"` },
    })
  }
  return json({ data })
}

export const statementEndpoints: Endpoint[] = [route('get', '/account/statement', statement)]
