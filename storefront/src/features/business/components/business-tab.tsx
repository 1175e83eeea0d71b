import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import {
  BUSINESS_MESSAGES,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  businessRequestSchema,
  type BusinessAnswer,
  type BusinessRequest,
} from '@contract'

import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { DASHBOARD_TOASTS } from '@/config/toast-durations'
import { ApiError } from '@/lib/api-client'

import { useBusiness } from '../api/get-business'
import { useSaveBusiness } from '../api/save-business'

function VerificationState({ business }: { business: BusinessAnswer }) {
  if (!business.organisation) return null
  return business.verified ? (
    <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <strong>Verified.</strong> {BUSINESS_MESSAGES.verified}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong>Awaiting verification.</strong> {BUSINESS_MESSAGES.unverified}
    </p>
  )
}

function BusinessForm({ business }: { business: BusinessAnswer }) {
  const form = useForm<BusinessRequest, unknown, z.output<typeof businessRequestSchema>>({
    resolver: zodResolver(businessRequestSchema),
    defaultValues: { organisation: business.organisation ?? '', type: business.type ?? undefined, gstin: business.gstin ?? '' },
  })
  const { errors } = form.formState
  const save = useSaveBusiness()
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(BUSINESS_MESSAGES.saved, { duration: DASHBOARD_TOASTS.success }),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : []
        for (const entry of fields) form.setError(entry.field as keyof BusinessRequest, { message: entry.message })
        if (fields.length === 0) toast.error(error.message, { duration: DASHBOARD_TOASTS.error })
      },
    }),
  )
  return (
    <form noValidate onSubmit={submit} aria-label="Business account" className="flex flex-col gap-5">
      <VerificationState business={business} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Organisation"
          autoComplete="organization"
          error={errors.organisation?.message}
          {...form.register('organisation')}
        />
        <SelectField label="Type of business" error={errors.type?.message} {...form.register('type')}>
          <option value="">Choose…</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {BUSINESS_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField label="GSTIN" error={errors.gstin?.message} {...form.register('gstin')} />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          Save business details
        </Button>
      </div>
    </form>
  )
}

/** Business account: the buyer's organisation, type and GSTIN, and whether staff have verified them (trade prices). */
export function BusinessTab() {
  const business = useBusiness()
  return (
    <section aria-labelledby="business-account-title">
      <h2 id="business-account-title" className="mb-2 text-xl font-semibold text-slate-900">
        Business account
      </h2>
      <p className="mb-5 text-sm text-slate-700">
        Hospitals, clinics, distributors and dealers: give your organisation and GSTIN. Once staff verify them, your contract prices apply
        whenever you are signed in.
      </p>
      {business.data ? (
        <BusinessForm business={business.data} />
      ) : (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      )}
    </section>
  )
}
