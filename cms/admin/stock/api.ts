import type { CodeOfGtin, FieldProblem } from './receipt-lines'

export const RECEIPTS_URL = '/api/staff/stock/receipts'
const GTIN_URL = '/api/staff/stock/gtin'
const CODES_URL = '/api/staff/stock/codes'

type Answer = { ok: boolean; status: number; body: Record<string, any> }

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const response = await fetch(url, { credentials: 'include', ...init })
    const body = await response.json().catch(() => ({ message: `The server answered ${response.status}` }))
    return { ok: response.ok, status: response.status, body }
  } catch {
    return { ok: false, status: 0, body: { message: 'The server could not be reached: check the connection and try again' } }
  }
}

/** The code a GTIN is on, or why not (an unknown GTIN says what to do about it). */
export async function codeOfGtin(gtin: string): Promise<CodeOfGtin | { problem: string }> {
  const { ok, status, body } = await call(`${GTIN_URL}/${encodeURIComponent(gtin)}`)
  if (ok) return { code: body.code, title: body.title }
  if (status === 404) {
    return { problem: `No catalogue code has the GTIN ${gtin}: add it to the code's GTIN in Products, then scan again` }
  }
  return { problem: body.message ?? `The GTIN could not be looked up (${status})` }
}

/** Codes whose short or full code contains `text`, for the code picker; none when the lookup fails. */
export async function codesLike(text: string): Promise<CodeOfGtin[]> {
  const { ok, body } = await call(`${CODES_URL}?q=${encodeURIComponent(text)}`)
  return ok && Array.isArray(body.data) ? body.data : []
}

/** Posts a receipt: the answer, or the field messages of a refusal. */
export async function postReceipt(
  request: object,
): Promise<{ ok: true; body: Record<string, any> } | { ok: false; problems: FieldProblem[]; message: string }> {
  const { ok, body } = await call(RECEIPTS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  })
  if (ok) return { ok: true, body }
  return { ok: false, problems: Array.isArray(body.errors) ? body.errors : [], message: body.message ?? 'The receipt was refused' }
}
