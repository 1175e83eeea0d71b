import { z } from 'zod'

import { gstinProblem } from './gstin'

/** The kinds of business a buyer can say they are; staff verify the claim before trade terms apply. */
export const BUSINESS_TYPES = ['hospital', 'clinic', 'distributor', 'dealer', 'other'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  distributor: 'Distributor',
  dealer: 'Dealer',
  other: 'Other',
}

export const BUSINESS_MESSAGES = {
  organisationRequired: 'Enter the organisation name',
  typeRequired: 'Choose the type of business',
  gstinRequired: 'Enter the GSTIN of the organisation',
  saved: 'Business details saved. Staff will verify them.',
  unverified: 'Not verified yet: staff check the GSTIN before trade prices apply.',
  verified: 'Your contract prices apply whenever you are signed in.',
} as const

/** `PATCH /user/business`: what the buyer says about their business. Saving a change sends it back for verification. */
export const businessRequestSchema = z.object({
  organisation: z.string({ error: BUSINESS_MESSAGES.organisationRequired }).trim().min(1, BUSINESS_MESSAGES.organisationRequired).max(150),
  type: z.enum(BUSINESS_TYPES, { error: BUSINESS_MESSAGES.typeRequired }),
  gstin: z
    .string({ error: BUSINESS_MESSAGES.gstinRequired })
    .trim()
    .min(1, BUSINESS_MESSAGES.gstinRequired)
    .max(40)
    .transform((value) => value.toUpperCase())
    .superRefine((value, context) => {
      const problem = gstinProblem(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
})
export type BusinessRequest = z.input<typeof businessRequestSchema>

/** `GET /user/business` and `PATCH /user/business`: the buyer's business details and whether staff have verified them. */
export const businessAnswerSchema = z.object({
  data: z.object({
    organisation: z.string().nullable(),
    type: z.enum(BUSINESS_TYPES).nullable(),
    gstin: z.string().nullable(),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
  }),
})
export type BusinessAnswer = z.infer<typeof businessAnswerSchema>['data']
