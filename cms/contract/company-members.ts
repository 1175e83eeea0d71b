import { z } from 'zod'

import { digitString } from './common'
import { COMPANY_ROLES } from './company'

/** Days an invitation to a company stays open before it must be sent again. */
export const INVITATION_VALID_DAYS = 14

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export const COMPANY_MEMBER_MESSAGES = {
  adminsOnly: "Only your company's admin can manage its members",
  alreadyMember: 'This person is already a member of your company',
  alreadyInvited: 'An invitation to this number is waiting to be accepted',
  invitationNotFound: 'Invitation not found',
  invitationExpired: "This invitation has expired. Ask your company's admin to invite you again",
  invitationClosed: 'This invitation is no longer open',
  alreadyInACompany: 'You are already a member of a company. Leave it before joining another',
  memberNotFound: 'This person is not a member of your company',
  roleRequired: 'Choose a role',
  phoneRequired: 'Enter the phone number to invite',
  phoneInvalid: 'Enter a valid phone number (7 to 15 digits)',
  limitInvalid: 'Enter the monthly limit in rupees, or leave it empty',
} as const

const monthlyLimit = z
  .number({ error: COMPANY_MEMBER_MESSAGES.limitInvalid })
  .positive(COMPANY_MEMBER_MESSAGES.limitInvalid)
  .max(100_000_000, COMPANY_MEMBER_MESSAGES.limitInvalid)
  .nullable()

const role = z.enum(COMPANY_ROLES, { error: COMPANY_MEMBER_MESSAGES.roleRequired })

/** What an admin may set on a member: role, whether their orders need approval, a monthly limit (rupees), locations. */
const memberTerms = {
  needsApproval: z.boolean().optional(),
  monthlyLimit: monthlyLimit.optional(),
  /** Ids of the company's locations the member orders for; empty or absent means every location. */
  locations: z.array(z.string().max(64)).max(100).optional(),
}

/**
 * `POST /company/members/invite` (company admin): invites a phone number to the company with a role. The invitee signs
 * up or signs in with that number and accepts in My Dashboard; the invitation expires after INVITATION_VALID_DAYS.
 * 201 `{ data: invitation }`; 400 with field messages; 403 for a member who is not an admin; 409 when the number is
 * a member already or has an open invitation.
 */
export const inviteMemberRequestSchema = z.object({
  countryCode: z
    .string({ error: COMPANY_MEMBER_MESSAGES.phoneRequired })
    .trim()
    .regex(/^\+[1-9][0-9]{0,3}$/, 'A dial code such as +91')
    .default('+91'),
  phoneNumber: digitString(COMPANY_MEMBER_MESSAGES.phoneRequired)
    .refine((value) => value.length > 0, COMPANY_MEMBER_MESSAGES.phoneRequired)
    .refine((value) => value.length === 0 || /^[0-9]{7,15}$/.test(value), COMPANY_MEMBER_MESSAGES.phoneInvalid),
  role,
  ...memberTerms,
})
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>

/** `PATCH /company/members/{customerId}` (company admin): changes a member's role or terms. */
export const updateMemberRequestSchema = z.object({ role: role.optional(), ...memberTerms })
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>

export const invitationAnswerSchema = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  phone: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
})
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>
export const invitationResponseSchema = z.object({ data: invitationAnswerSchema })
/** `GET /company/invitations`: the open invitations to the signed-in customer's phone number. */
export const invitationsResponseSchema = z.object({ data: z.array(invitationAnswerSchema) })

export const memberAnswerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(COMPANY_ROLES),
  needsApproval: z.boolean(),
  /** Rupees; null when the member has no monthly limit. */
  monthlyLimit: z.number().nullable(),
  locations: z.array(z.string()),
  you: z.boolean(),
})
export type MemberAnswer = z.infer<typeof memberAnswerSchema>

/** `GET /company/members` (company admin): the members and the invitations not yet accepted (open or expired). */
export const membersResponseSchema = z.object({
  data: z.object({ members: z.array(memberAnswerSchema), invitations: z.array(invitationAnswerSchema) }),
})
