import type { UseFormReturn } from 'react-hook-form'

import { SelectField, TextField } from '@/components/ui/form-field'

import type { CheckoutFormValues } from '../checkout-form'

/** What the buyer's company asks of every order: a PO number, and the cost centres an order can be charged to. */
export type PurchaseRules = { requirePo: boolean; costCentres: string[] }

type Props = {
  form: UseFormReturn<CheckoutFormValues>
  purchase: PurchaseRules | null
  /** The company location chosen for delivery: the invoice bills its GSTIN, so none is typed. */
  billedLocation: { name: string; gstin: string } | null
}

/**
 * GSTIN (or the chosen company location's), business name and PO number as the tax invoice will show them; a company member also picks a cost centre when
 * the company has them. Optional, except the PO number of a company that requires one.
 */
export function BuyerTaxFields({ form, purchase, billedLocation }: Props) {
  const { errors } = form.formState
  const costCentres = purchase?.costCentres ?? []
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-slate-900">Invoice details{purchase?.requirePo ? '' : ' (optional)'}</legend>
      {billedLocation ? (
        <p className="text-sm text-slate-700" data-testid="billed-location">
          The invoice bills GSTIN <span className="font-semibold text-slate-900">{billedLocation.gstin}</span> of {billedLocation.name}.
        </p>
      ) : (
        <TextField
          label="GSTIN"
          autoComplete="off"
          maxLength={15}
          className="uppercase"
          error={errors.gstin?.message}
          hint="Printed on your tax invoice so that you can claim input tax credit."
          {...form.register('gstin')}
        />
      )}
      <TextField
        label="Business name"
        autoComplete="organization"
        error={errors.businessName?.message}
        {...form.register('businessName')}
      />
      <TextField
        label={purchase?.requirePo ? 'PO number (required by your company)' : 'PO number'}
        autoComplete="off"
        aria-required={purchase?.requirePo ? true : undefined}
        error={errors.poNumber?.message}
        {...form.register('poNumber')}
      />
      {costCentres.length > 0 ? (
        <SelectField label="Cost centre" error={errors.costCentre?.message} {...form.register('costCentre')}>
          <option value="">No cost centre</option>
          {costCentres.map((centre) => (
            <option key={centre} value={centre}>
              {centre}
            </option>
          ))}
        </SelectField>
      ) : null}
    </fieldset>
  )
}
