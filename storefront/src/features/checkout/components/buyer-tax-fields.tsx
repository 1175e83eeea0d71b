import type { UseFormReturn } from 'react-hook-form'

import { TextField } from '@/components/ui/form-field'

import type { CheckoutFormValues } from '../checkout-form'

/** GSTIN, business name and PO number as the tax invoice will show them; all optional. */
export function BuyerTaxFields({ form }: { form: UseFormReturn<CheckoutFormValues> }) {
  const { errors } = form.formState
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900">Invoice details (optional)</legend>
      <TextField
        label="GSTIN"
        autoComplete="off"
        maxLength={15}
        className="uppercase"
        error={errors.gstin?.message}
        hint="Printed on your tax invoice so that you can claim input tax credit."
        {...form.register('gstin')}
      />
      <TextField
        label="Business name"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <TextField label="PO number" autoComplete="off" error={errors.poNumber?.message} {...form.register('poNumber')} />
    </fieldset>
  )
}
