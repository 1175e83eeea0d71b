import { Ajv, type ErrorObject } from 'ajv'

import type { IrpRequest } from './request'
import schema from './schema/einvoice-1.1.json' with { type: 'json' }

/** One problem of a request, named by its field path as the portal names fields ("BuyerDtls.Pin"). */
export type RequestProblem = { field: string; message: string }

const ajv = new Ajv({ allErrors: true, strict: false })
const check = ajv.compile(schema)

const fieldOf = (error: ErrorObject) => {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '')
  const missing = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : null
  return missing ? (path ? `${path}.${missing}` : missing) : path || '(request)'
}

/** A request's problems against the e-invoice schema 1.1 kept in this repository; an empty list when it conforms. */
export function validateIrpRequest(request: IrpRequest | unknown): RequestProblem[] {
  if (check(request)) return []
  const seen = new Set<string>()
  const problems: RequestProblem[] = []
  for (const error of check.errors ?? []) {
    // `allOf`/`if` wrappers repeat what the inner keyword already said.
    if (error.keyword === 'if' || error.keyword === 'allOf') continue
    const problem = { field: fieldOf(error), message: error.keyword === 'required' ? 'is required' : (error.message ?? 'is invalid') }
    const key = `${problem.field} ${problem.message}`
    if (!seen.has(key)) {
      seen.add(key)
      problems.push(problem)
    }
  }
  return problems
}
