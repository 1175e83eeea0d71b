export type RateLimitBucket = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'enquiry'
export type RateLimitRule = { limit: number; windowSeconds: number }

/**
 * Requests one IP address may make per window. Generous enough for an office or hospital behind one address,
 * tight enough to make guessing passwords, flooding inboxes or filling the enquiry list slow.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, RateLimitRule> = {
  login: { limit: 20, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  enquiry: { limit: 5, windowSeconds: 15 * 60 },
}

/** The environment variable that overrides each bucket, as `<requests>/<seconds>`. */
export const RATE_LIMIT_ENV = {
  login: 'RATE_LIMIT_LOGIN',
  register: 'RATE_LIMIT_REGISTER',
  forgotPassword: 'RATE_LIMIT_FORGOT_PASSWORD',
  resetPassword: 'RATE_LIMIT_RESET_PASSWORD',
  enquiry: 'RATE_LIMIT_ENQUIRY',
} as const satisfies Record<RateLimitBucket, string>
