import { z } from 'zod'

import { MSG } from './messages'

/** The Contact Us form (docs/requirements.md) and `POST /enquiry`. */
export const enquiryRequestSchema = z.object({
  name: z.string({ error: MSG.contact.nameRequired }).trim().min(1, MSG.contact.nameRequired).max(100),
  phoneNumber: z
    .union([z.string(), z.number().int()], { error: MSG.contact.phoneRequired })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0, MSG.contact.phoneRequired)
    .refine((value) => value.length === 0 || /^[0-9]{10}$/.test(value), MSG.contact.phoneDigits),
  email: z
    .string({ error: MSG.contact.emailRequired })
    .trim()
    .min(1, MSG.contact.emailRequired)
    .max(254)
    .pipe(z.email(MSG.contact.emailInvalid)),
  enquiry: z
    .union([z.string().max(5000), z.null()])
    .optional()
    .transform((value) => value ?? ''),
})
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>
