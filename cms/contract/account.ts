import { z } from 'zod'

import { digitString, requiredText } from './common'
import { optionalGstinSchema } from './gstin'
import { MSG } from './messages'

const PHONE_7_TO_15 = /^[0-9]{7,15}$/

const countryCode = z
  .string({ error: MSG.login.countryCodeRequired })
  .trim()
  .min(1, MSG.login.countryCodeRequired)
  .max(10, MSG.login.INVALID_COUNTRYCODE)

const optionalGst = optionalGstinSchema

export const loginRequestSchema = z.object({
  countryCode,
  phoneNumber: digitString(MSG.login.phoneRequired)
    .refine((value) => value.length > 0, MSG.login.phoneRequired)
    .refine((value) => value.length === 0 || PHONE_7_TO_15.test(value), MSG.login.phoneInvalid),
  password: z.string({ error: MSG.login.passwordRequired }).min(1, MSG.login.passwordRequired).max(200),
})
export type LoginRequest = z.input<typeof loginRequestSchema>

export const registerRequestSchema = z.object({
  name: requiredText(MSG.register.nameRequired, 100),
  email: z
    .string({ error: MSG.register.emailRequired })
    .trim()
    .min(1, MSG.register.emailRequired)
    .max(254)
    .pipe(z.email(MSG.register.emailInvalid)),
  password: z.string({ error: MSG.register.passwordMin }).min(6, MSG.register.passwordMin).max(200),
  phoneNumber: digitString(MSG.login.phoneRequired)
    .refine((value) => value.length > 0, MSG.login.phoneRequired)
    .refine((value) => value.length === 0 || PHONE_7_TO_15.test(value), MSG.login.phoneInvalid),
  countryCode,
  GST: optionalGst,
})
export type RegisterRequest = z.input<typeof registerRequestSchema>

/** Profile form and `PATCH /user/editUser`: phone at least 10 digits, digits only, sent as a number. */
export const editUserRequestSchema = z.object({
  name: requiredText(MSG.profile.nameRequired, 100),
  email: z
    .string({ error: MSG.profile.emailRequired })
    .trim()
    .min(1, MSG.profile.emailRequired)
    .max(254)
    .pipe(z.email(MSG.profile.emailInvalid)),
  phoneNumber: digitString(MSG.profile.phoneRequired)
    .refine((value) => value.length > 0, MSG.profile.phoneRequired)
    .refine((value) => value.length === 0 || /^[0-9]+$/.test(value), MSG.profile.phoneDigits)
    .refine((value) => !/^[0-9]+$/.test(value) || value.length >= 10, MSG.profile.phoneMin)
    .refine((value) => value.length <= 15, 'Enter a valid phone number'),
  GST: optionalGst,
  /** Needed only when the email or phone number changes. */
  currentPassword: z.string().max(200).optional(),
})
export type EditUserRequest = z.input<typeof editUserRequestSchema>

export const forgotPasswordRequestSchema = z.object({
  email: z.string({ error: MSG.forgot.required }).trim().min(1, MSG.forgot.required).max(254).pipe(z.email(MSG.register.emailInvalid)),
})

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(500),
  password: z.string({ error: MSG.register.passwordMin }).min(6, MSG.register.passwordMin).max(200),
})

/** The storefront's reset form: both fields required and equal. */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'Password is required').min(6, MSG.register.passwordMin),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.reset.mismatch,
  })

export const LOGIN_CODES = ['SUCCESS', 'INVALID_PHONENUMBER', 'INVALID_PASSWORD', 'INVALID_COUNTRYCODE', 'ACCOUNT_LOCKED'] as const
export const REGISTER_CODES = ['SUCCESS', 'PHONE_NUMBER_ALREADY_EXIST', 'EMAIL_ALREADY_EXIST', 'INVALID_COUNTRYCODE'] as const
export type LoginCode = (typeof LOGIN_CODES)[number]
export type RegisterCode = (typeof REGISTER_CODES)[number]

/**
 * HTTP status of each account answer. Every answer of `POST /user/login`, `POST /user` and `PATCH /user/editUser`
 * carries `responseCode` and `message` (the shop's text for that code), whatever its status, so a client that
 * only shows the message of a failed call shows the shop's toast. A body that fails the request schema is a 400
 * `{ message, errors }` without `responseCode`; a rate-limited call is a 429 `{ message }` with Retry-After.
 */
export const LOGIN_STATUS = {
  SUCCESS: 200,
  INVALID_PHONENUMBER: 401,
  INVALID_PASSWORD: 401,
  INVALID_COUNTRYCODE: 400,
  ACCOUNT_LOCKED: 423,
} as const satisfies Record<LoginCode, number>

export const REGISTER_STATUS = {
  SUCCESS: 200,
  PHONE_NUMBER_ALREADY_EXIST: 409,
  EMAIL_ALREADY_EXIST: 409,
  INVALID_COUNTRYCODE: 400,
} as const satisfies Record<RegisterCode, number>

/** Answered with ACCOUNT_LOCKED after 5 failed logins in a row; the lock lasts 10 minutes (or until a password reset). */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed login attempts. This account is locked for 10 minutes; try again later or reset your password.'

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.number(),
  countryCode: z.string(),
  GST: z.string().nullable(),
})
export type PublicUser = z.infer<typeof publicUserSchema>

/** `POST /user/login` and `POST /user`: on SUCCESS also the customer's bearer token and profile. */
export const loginResponseSchema = z.object({
  responseCode: z.string(),
  token: z.string().optional(),
  user: publicUserSchema.optional(),
  message: z.string().optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

/** `PATCH /user/editUser` on SUCCESS: the saved profile. */
export const editUserResponseSchema = z.object({
  responseCode: z.string(),
  message: z.string(),
  data: z.object({ user: publicUserSchema }).optional(),
})

export const myDetailsResponseSchema = z.object({ data: z.object({ user: publicUserSchema }) })

export const countrySchema = z.object({ name: z.string(), dial_code: z.string(), code: z.string() })
export type Country = z.infer<typeof countrySchema>
