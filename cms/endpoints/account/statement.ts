import type { Endpoint, PayloadRequest } from 'payload'

import { CREDIT_MESSAGES } from '../../contract/credit'
import { forbidden } from '../../lib/http-errors'
import type { Customer } from '../../payload-types'
import { statementCsv, statementOf, statementPdf } from '../../services/credit'
import { json, requireCustomer, route } from '../http'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** `GET /account/statement[?format=csv|pdf]`: the signed-in buyer's statement of account (null, or 403 for a file, without credit). */
async function statement(req: PayloadRequest): Promise<Response> {
  const customer = requireCustomer(req) as Customer
  const data = await statementOf(req, customer)
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
