import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { COST_CENTRE_MAX, gstinProblem, MSG, PAYMENT_TYPES, PO_NUMBER_MAX } from '@contract'

/**
 * Checkout form values: the delivery address id or company location (`deliveryOf`; starts empty), the payment type (ONLINE), and what the tax invoice
 * shows of the buyer: GSTIN (prefilled from the profile, checked with its check character), business name and an
 * purchase-order number, and a company member's cost centre. What the buyer's company requires (a PO number, one of its
 * cost centres) is checked as the order is placed; the server checks everything again (`orderCreateRequestSchema`).
 */
export const checkoutFormSchema = z.object({
  deliveryAddress: z.string().min(1, MSG.checkout.deliveryAddressRequired),
  paymentType: z.enum(PAYMENT_TYPES),
  gstin: z.string().superRefine((value, context) => {
    const gstin = value.trim().toUpperCase()
    const problem = gstin === '' ? null : gstinProblem(gstin)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  }),
  businessName: z.string().trim().max(120, 'The business name can have at most 120 characters'),
  poNumber: z.string().trim().max(PO_NUMBER_MAX, `The PO number can have at most ${PO_NUMBER_MAX} characters`),
  costCentre: z.string().max(COST_CENTRE_MAX),
})
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>

export function useCheckoutForm(profileGstin: string | null = null) {
  return useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      deliveryAddress: '',
      paymentType: 'ONLINE',
      gstin: profileGstin ?? '',
      businessName: '',
      poNumber: '',
      costCentre: '',
    },
  })
}
