import { useController, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form'

import type { Country } from '@contract'

import { CountryCodePicker } from './country-code-picker'
import { TextField } from './form-field'

/** The fields this component reads of its form. */
type PhoneValues = { countryCode: string; phoneNumber: string }
type PhoneForm = UseFormReturn<PhoneValues>

type Props<T extends FieldValues> = {
  /** A form with a `phoneNumber` field, and a `countryCode` one when `countries` is given. */
  form: UseFormReturn<T, unknown, FieldValues>
  /**
   * `form.register('phoneNumber')`, called by the form itself: fields register in the order the form's render
   * reaches them, and that order decides which invalid field a failed submit focuses.
   */
  registration: UseFormRegisterReturn
  /** Shows the country-code chooser first (login and sign-up); the number waits until a code is chosen. */
  countries?: readonly Country[]
  readOnly?: boolean
}

function CountryCode({ form, countries }: { form: PhoneForm; countries: readonly Country[] }) {
  const { field, fieldState } = useController({ control: form.control, name: 'countryCode' })
  return (
    <CountryCodePicker
      countries={countries}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  )
}

/**
 * The phone number of the login, sign-up and profile forms, with its country code where the form has one. Two
 * controls side by side (a fragment), so each takes its own cell of the form's grid.
 */
export function PhoneField<T extends FieldValues>({ form, registration, countries, readOnly }: Props<T>) {
  const phoneForm = form as unknown as PhoneForm
  const countryCode = countries ? phoneForm.watch('countryCode') : undefined
  const waitsForCode = countries !== undefined && !countryCode
  return (
    <>
      {countries ? <CountryCode form={phoneForm} countries={countries} /> : null}
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        readOnly={readOnly}
        autoComplete="tel-national"
        disabled={countries ? waitsForCode : undefined}
        hint={waitsForCode ? 'Choose a country code first' : undefined}
        error={phoneForm.formState.errors.phoneNumber?.message}
        {...registration}
      />
    </>
  )
}
