import { useEffect, useRef } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { useCheckoutDefaults } from './api/get-checkout-defaults'
import { locationChoice } from '@/lib/delivery-choice'

import type { CheckoutFormValues } from './checkout-form'

/**
 * Starts checkout where the buyer usually is: once the server's defaults arrive (`GET /checkout/defaults`), their
 * address (or company location), payment type and invoice details fill the fields the buyer has not touched yet. Once per visit of the page.
 * Online payment is left alone when this browser is told it is unavailable (cash on delivery is chosen then).
 */
export function useCheckoutDefaultsIn(form: UseFormReturn<CheckoutFormValues>, signedIn: boolean, onlineAvailable: boolean) {
  const defaults = useCheckoutDefaults({ enabled: signedIn }).data
  const applied = useRef(false)
  useEffect(() => {
    if (!defaults || applied.current) return
    applied.current = true
    const untouched = (name: keyof CheckoutFormValues) => !form.getFieldState(name).isDirty
    const delivery = defaults.locationId ? locationChoice(defaults.locationId) : defaults.addressId
    if (delivery && form.getValues('deliveryAddress') === '') {
      form.setValue('deliveryAddress', delivery, { shouldValidate: form.formState.isSubmitted })
    }
    if (untouched('paymentType') && (onlineAvailable || defaults.paymentType !== 'ONLINE')) {
      form.setValue('paymentType', defaults.paymentType)
    }
    if (untouched('gstin') && defaults.gstin) form.setValue('gstin', defaults.gstin)
    if (untouched('businessName') && form.getValues('businessName') === '' && defaults.businessName) {
      form.setValue('businessName', defaults.businessName)
    }
  }, [defaults, form, onlineAvailable])
}
