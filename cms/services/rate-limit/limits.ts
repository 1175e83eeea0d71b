export type RateLimitBucket =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'forgotPasswordAccount'
  | 'resetPassword'
  | 'enquiry'
  | 'staffLogin'
  | 'staffPassword'
  | 'loginFailures'
  | 'discount'
  | 'profileEdit'
export type RateLimitRule = { limit: number; windowSeconds: number }

/**
 * Requests one IP address (or, for the buckets keyed by account, one account) may make per window. Generous enough
 * for an office or hospital behind one address, tight enough to make guessing passwords or discount codes, flooding
 * inboxes or filling the enquiry list slow.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, RateLimitRule> = {
  login: { limit: 20, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  /** Reset emails to one account, whoever asks: the owner's inbox is not flooded from many addresses. */
  forgotPasswordAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  enquiry: { limit: 5, windowSeconds: 15 * 60 },
  /** Staff sign-in of the admin (`/api/users/login`). */
  staffLogin: { limit: 10, windowSeconds: 15 * 60 },
  /** Staff forgot/reset password and unlock calls of the admin. */
  staffPassword: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed logins to one account from one IP before that IP is locked out of it (the owner elsewhere is not). */
  loginFailures: { limit: 5, windowSeconds: 10 * 60 },
  discount: { limit: 30, windowSeconds: 15 * 60 },
  profileEdit: { limit: 10, windowSeconds: 15 * 60 },
}

/** The environment variable that overrides each bucket, as `<requests>/<seconds>`. */
export const RATE_LIMIT_ENV = {
  login: 'RATE_LIMIT_LOGIN',
  register: 'RATE_LIMIT_REGISTER',
  forgotPassword: 'RATE_LIMIT_FORGOT_PASSWORD',
  forgotPasswordAccount: 'RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT',
  resetPassword: 'RATE_LIMIT_RESET_PASSWORD',
  enquiry: 'RATE_LIMIT_ENQUIRY',
  staffLogin: 'RATE_LIMIT_STAFF_LOGIN',
  staffPassword: 'RATE_LIMIT_STAFF_PASSWORD',
  loginFailures: 'RATE_LIMIT_LOGIN_FAILURES',
  discount: 'RATE_LIMIT_DISCOUNT',
  profileEdit: 'RATE_LIMIT_PROFILE_EDIT',
} as const satisfies Record<RateLimitBucket, string>
