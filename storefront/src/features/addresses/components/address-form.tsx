import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldPath } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { ADDRESS_TYPES, addressCreateRequestSchema, MSG, type Address, type AddressCreateRequest } from '@contract'

import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'

import { useCreateAddress } from '../api/create-address'

type Props = {
  onSaved: (address: Address) => void
  onCancel: () => void
  /** Toast durations of the flow the form sits in (the dashboard's are shorter). */
  toastDurations?: { success?: number; error?: number }
}

const EMPTY: AddressCreateRequest = { doorNo: '', streetName: '', city: '', state: '', pinCode: '', landMark: '', type: '' }

/**
 * The Add New Address panel, in the cart page and the dashboard. A field's error shows once
 * the buyer has left that field (or tried to submit); the landmark is optional and never shows one.
 */
export function AddressForm({ onSaved, onCancel, toastDurations = {} }: Props) {
  const form = useForm<AddressCreateRequest, unknown, z.output<typeof addressCreateRequestSchema>>({
    resolver: zodResolver(addressCreateRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const { errors, touchedFields, isSubmitted } = form.formState
  const errorOf = (name: FieldPath<AddressCreateRequest>) => (touchedFields[name] || isSubmitted ? errors[name]?.message : undefined)
  const create = useCreateAddress()

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (address) => {
        toast.success(MSG.address.added, { duration: toastDurations.success })
        onSaved(address)
      },
      onError: () => toast.error(MSG.address.addFailed, { duration: toastDurations.error }),
    }),
  )

  return (
    <form
      noValidate
      aria-label="Add New Address"
      onSubmit={submit}
      className="rounded-lg border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <h3 className="mb-4 text-lg font-semibold text-slate-900">Add New Address</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Door No" autoComplete="address-line1" error={errorOf('doorNo')} {...form.register('doorNo')} />
        <TextField label="Street Name" autoComplete="address-line2" error={errorOf('streetName')} {...form.register('streetName')} />
        <TextField label="City" autoComplete="address-level2" error={errorOf('city')} {...form.register('city')} />
        <TextField label="State" autoComplete="address-level1" error={errorOf('state')} {...form.register('state')} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errorOf('pinCode')}
          {...form.register('pinCode')}
        />
        <TextField label="Landmark (optional)" {...form.register('landMark')} />
        <SelectField label="Type" error={errorOf('type')} {...form.register('type')}>
          <option value="">Select type</option>
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner label="Saving address" /> : null}
          Submit
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
