import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { MSG, PAYMENT_TYPES } from '@contract'

/** Checkout form values (docs/requirements.md): the delivery address id (starts empty) and the payment type (ONLINE). */
export const checkoutFormSchema = z.object({
  deliveryAddress: z.string().min(1, MSG.checkout.deliveryAddressRequired),
  paymentType: z.enum(PAYMENT_TYPES),
})
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>

export function useCheckoutForm() {
  return useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { deliveryAddress: '', paymentType: 'ONLINE' },
  })
}
