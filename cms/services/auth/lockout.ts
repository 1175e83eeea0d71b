import { clientIp, isRateLimited, rateLimit, type Caller } from '../rate-limit'

/**
 * Failed logins lock an account only for the address they came from: a stranger guessing passwords cannot lock the
 * owner out, and the per-IP login limit caps how many accounts one address can try. `generation` changes when the
 * password does (the salt), so a password reset lifts the lock at once.
 */
const subject = (req: Caller, account: string, generation = '') => `${account}:${generation.slice(0, 16)}:${clientIp(req)}`

export async function isLockedOut(req: Caller, account: string, generation?: string): Promise<boolean> {
  return isRateLimited(req, 'loginFailures', subject(req, account, generation))
}

/** Counts a failed login; true when this failure locks the account for the caller's address. */
export async function recordFailedLogin(req: Caller, account: string, generation?: string): Promise<boolean> {
  try {
    await rateLimit(req, 'loginFailures', subject(req, account, generation))
  } catch {
    return true
  }
  return isLockedOut(req, account, generation)
}
