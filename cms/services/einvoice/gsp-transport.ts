import { IrpError } from './types'

/** What the shop needs to reach the IRP through its GSP. The credentials never leave this module but as headers. */
export type GspSettings = {
  baseUrl: string
  clientId: string
  clientSecret: string
  username: string
  password: string
  /** The seller's GSTIN: the GSP user is registered for it, and every call names it. */
  gstin: string
  /** How long one call may take before it counts as unavailable; default 20 s. */
  timeoutMs?: number
  now?: () => Date
}

/** The portal's answer envelope: `Status` 1 with `Data` (an object, or a JSON string), or 0 with its errors. */
type PortalAnswer = {
  Status?: number | string
  Data?: unknown
  ErrorDetails?: { ErrorCode?: string | number; ErrorMessage?: string }[] | null
}

/** The portal's code for "this document already has an IRN". */
export const DUPLICATE_IRN = '2150'
const INVALID_TOKEN = '1005'
const DEFAULT_TIMEOUT_MS = 20_000
/** A token is renewed this long before the expiry the portal gave, so no call goes out with a dying token. */
const TOKEN_MARGIN_MS = 5 * 60_000

type Token = { value: string; expiresAt: number }

function failureOf(status: number, answer: PortalAnswer | null): IrpError {
  const errors = answer?.ErrorDetails ?? []
  const duplicate = errors.find((error) => String(error.ErrorCode) === DUPLICATE_IRN)
  if (duplicate) return new IrpError('duplicate', DUPLICATE_IRN, duplicate.ErrorMessage ?? 'Duplicate IRN')
  if (status >= 500 || status === 429) return new IrpError('unavailable', `http-${status}`, `The GSP answered HTTP ${status}`)
  if (errors.length > 0) {
    const text = errors.map((error) => `${error.ErrorCode}: ${error.ErrorMessage ?? ''}`.trim()).join('; ')
    return new IrpError('rejected', String(errors[0].ErrorCode), text)
  }
  return new IrpError('rejected', `http-${status}`, `The GSP refused the call (HTTP ${status})`)
}

/** `2026-11-29 06:00:00` in IST, or an ISO time, as epoch ms; NaN when neither. */
function expiryOf(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN
  const ist = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value)
  return Date.parse(ist ? `${ist[1]}T${ist[2]}+05:30` : value)
}

export type GspTransport = { call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> }

/**
 * Calls to the GSP with its token, fetched with the client id and secret and the API user's name and password, kept
 * until shortly before it expires and fetched again once if the portal calls it invalid. Failures become `IrpError`s:
 * no answer, a timeout or a 5xx → unavailable; the duplicate code → duplicate; any other refusal → rejected.
 */
export function createGspTransport(settings: GspSettings): GspTransport {
  const baseUrl = settings.baseUrl.replace(/\/$/, '')
  const now = settings.now ?? (() => new Date())
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const identity = {
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    Gstin: settings.gstin,
    user_name: settings.username,
  }
  let token: Token | null = null

  async function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw timedOut
        ? new IrpError('unavailable', 'timeout', `The GSP did not answer within ${timeoutMs} ms`)
        : new IrpError('unavailable', 'network', 'The GSP could not be reached')
    }
    let answer: PortalAnswer | null = null
    try {
      answer = (await response.json()) as PortalAnswer
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new IrpError('unavailable', 'timeout', `The GSP did not finish its answer within ${timeoutMs} ms`)
      }
      answer = null
    }
    if (response.ok && answer && String(answer.Status) === '1') {
      return typeof answer.Data === 'string' ? JSON.parse(answer.Data) : answer.Data
    }
    throw failureOf(response.ok && !answer ? 502 : response.status, answer)
  }

  async function authToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now().getTime()) return token.value
    const data = (await send('POST', '/eivital/v1.04/auth', identity, {
      UserName: settings.username,
      Password: settings.password,
      ForceRefreshAccessToken: false,
    })) as { AuthToken?: string; TokenExpiry?: string }
    const expiresAt = expiryOf(data?.TokenExpiry)
    if (!data?.AuthToken || Number.isNaN(expiresAt)) throw new IrpError('unavailable', 'auth', 'The GSP answered no usable token')
    token = { value: data.AuthToken, expiresAt }
    return token.value
  }

  return {
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      try {
        return (await send(method, path, { ...identity, AuthToken: await authToken() }, body)) as T
      } catch (error) {
        if (!(error instanceof IrpError) || (error.code !== INVALID_TOKEN && error.code !== 'http-401')) throw error
        token = null
        return (await send(method, path, { ...identity, AuthToken: await authToken() }, body)) as T
      }
    },
  }
}
