import { z } from 'zod'

import { addressSchema } from './address'
import { BUSINESS_TYPES } from './business'

/** What a member of a company may do (docs/decisions/067-companies.md). */
export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'accounts'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
}

/** PAN: five letters, four digits, one letter (the 3rd to 12th characters of a GSTIN). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/

export const COMPANY_MESSAGES = {
  panInvalid: 'Enter a valid 10-character PAN, e.g. AAAPL1234C',
  noAdmin: 'A company needs at least one member with the admin role',
  memberTwice: 'This customer is listed twice',
  inAnotherCompany: 'This customer is already a member of another company',
  unknownLocation: 'Choose locations of this company',
  unknownState: 'Enter a state or union territory of India',
  gstinStateMismatch: "The GSTIN's state code does not match the location's state",
  notAMember: 'You are not a member of a company',
} as const

/**
 * `GET /company` (bearer): the signed-in member's company, their role, its ship-to locations and its ordering rules.
 * `rules.above` is in rupees, as every amount of the shop API; null when no amount needs approval. 404 `{ message }`
 * for a customer in no company, 401 without a customer token.
 */
export const companyAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(BUSINESS_TYPES).nullable(),
  role: z.enum(COMPANY_ROLES),
  /** The ship-to locations the member orders for (all of them unless their row names some), each with its GSTIN. */
  locations: z.array(addressSchema.omit({ _id: true, type: true }).extend({ id: z.string(), name: z.string(), gstin: z.string() })),
  rules: z.object({
    above: z.number().nullable(),
    offContract: z.boolean(),
    requirePo: z.boolean(),
    costCentres: z.array(z.string()),
    /** Buyers and approvers see every order of the company; else only their own (admins and accounts see all). */
    buyersSeeCompanyOrders: z.boolean(),
  }),
})
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>
export const companyResponseSchema = z.object({ data: companyAnswerSchema })
