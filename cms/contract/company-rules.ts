import { z } from 'zod'

export const COMPANY_RULES_MESSAGES = {
  adminsOnly: "Only your company's admin can change its rules",
  aboveInvalid: 'Enter the amount in whole rupees, or leave it empty',
  costCentreInvalid: 'A cost centre is 1 to 60 characters',
  costCentreTwice: 'This cost centre is listed twice',
  tooManyCostCentres: 'List at most 50 cost centres',
} as const

const costCentre = z.string().trim().min(1, COMPANY_RULES_MESSAGES.costCentreInvalid).max(60, COMPANY_RULES_MESSAGES.costCentreInvalid)

/**
 * `PATCH /company/rules` (company admin): the rules the company's orders follow; a field left out keeps its value.
 * `above`: orders above this many rupees go for approval (null: no amount does); `offContract`: orders with a code off
 * the company's price lists go for approval; `requirePo`: every order needs a PO number; `costCentres`: the ones an
 * order may name; `buyersSeeCompanyOrders`: buyers and approvers see every order of the company, not only their own.
 * 200 `{ data: company }` as `GET /company`; 400 with field messages; 403 for a member who is not an admin; 404
 * outside a company.
 */
export const companyRulesRequestSchema = z.object({
  above: z
    .number({ error: COMPANY_RULES_MESSAGES.aboveInvalid })
    .int(COMPANY_RULES_MESSAGES.aboveInvalid)
    .positive(COMPANY_RULES_MESSAGES.aboveInvalid)
    .max(100_000_000, COMPANY_RULES_MESSAGES.aboveInvalid)
    .nullable()
    .optional(),
  offContract: z.boolean().optional(),
  requirePo: z.boolean().optional(),
  costCentres: z
    .array(costCentre)
    .max(50, COMPANY_RULES_MESSAGES.tooManyCostCentres)
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, COMPANY_RULES_MESSAGES.costCentreTwice)
    .optional(),
  buyersSeeCompanyOrders: z.boolean().optional(),
})
export type CompanyRulesRequest = z.input<typeof companyRulesRequestSchema>
