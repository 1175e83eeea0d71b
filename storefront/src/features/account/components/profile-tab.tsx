import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { editUserRequestSchema, MSG, type EditUserRequest, type PublicUser } from '@contract'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PhoneField } from '@/components/ui/phone-field'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { DASHBOARD_TOASTS } from '@/config/toast-durations'
import { ApiError } from '@/lib/api-client'

import { useEditUser } from '../api/edit-user'
import { useMyDetails } from '../api/get-my-details'

const formValuesOf = (user: PublicUser): EditUserRequest => ({
  name: user.name,
  email: user.email,
  phoneNumber: String(user.phoneNumber),
  GST: user.GST ?? '',
})

/**
 * A verified business account's GSTIN is the buyer's GSTIN of record: the profile shows it (the server answers it as
 * GST) and it is changed on the Business account tab, where staff verify it again.
 */
function ProfileForm({ user, businessGstin }: { user: PublicUser; businessGstin: string | null }) {
  const [editing, setEditing] = useState(false)
  const form = useForm<EditUserRequest, unknown, z.output<typeof editUserRequestSchema>>({
    resolver: zodResolver(editUserRequestSchema),
    defaultValues: formValuesOf(user),
  })
  const { errors } = form.formState
  const edit = useEditUser()
  // A new email address (where password reset links go) or phone number (the login name) needs the current password.
  const changesLogin =
    form.watch('email').trim().toLowerCase() !== user.email.toLowerCase() ||
    String(form.watch('phoneNumber')).trim() !== String(user.phoneNumber)

  const submit = form.handleSubmit((values) =>
    edit.mutate(values, {
      // A successful submit does not visibly leave edit mode.
      onSuccess: () => {
        form.setValue('currentPassword', '')
        toast.success(MSG.profile.updated, { duration: DASHBOARD_TOASTS.success })
      },
      // A 409 names the clash (email or phone already used by another customer); a wrong or missing current password
      // is shown at its field; anything else is the generic failure.
      onError: (error) => {
        const passwordError = error instanceof ApiError ? error.fieldErrors.find((entry) => entry.field === 'currentPassword') : undefined
        if (passwordError) return form.setError('currentPassword', { message: passwordError.message })
        toast.error(error instanceof ApiError && error.status === 409 ? error.message : MSG.profile.updateFailed, {
          duration: DASHBOARD_TOASTS.error,
        })
      },
    }),
  )

  const cancel = () => {
    form.reset(formValuesOf(user))
    setEditing(false)
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Account Details" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" readOnly={!editing} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          readOnly={!editing}
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PhoneField form={form} registration={form.register('phoneNumber')} readOnly={!editing} />
        <TextField
          label="GST"
          readOnly={!editing || businessGstin !== null}
          hint={businessGstin ? 'The GSTIN of your verified business account; change it on the Business account tab.' : undefined}
          error={errors.GST?.message}
          {...form.register('GST')}
        />
        {editing && changesLogin ? (
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {editing ? (
          <>
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? <Spinner label="Saving" /> : null}
              Submit
            </Button>
          </>
        ) : (
          <Button onClick={() => setEditing(true)}>Edit</Button>
        )}
      </div>
    </form>
  )
}

/**
 * Profile (Account Details): read-only until Edit; then Cancel and Submit. `businessGstin` is the verified business
 * account's GSTIN, shown beside the details (the dashboard reads it from the business account).
 */
export function ProfileTab({ businessGstin }: { businessGstin: string | null }) {
  const details = useMyDetails()
  return (
    <section aria-labelledby="account-details-title">
      <h2 id="account-details-title" className="mb-5 text-xl font-semibold text-slate-900">
        Account Details
      </h2>
      {details.data ? (
        <ProfileForm user={details.data} businessGstin={businessGstin} />
      ) : (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      )}
    </section>
  )
}
