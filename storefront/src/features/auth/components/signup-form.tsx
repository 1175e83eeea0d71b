import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { MSG, registerRequestSchema, type Country, type RegisterRequest } from '@contract'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PhoneField } from '@/components/ui/phone-field'
import { Spinner } from '@/components/ui/spinner'
import { DEFAULT_DIAL_CODE } from '@/config/constants'
import { ApiError } from '@/lib/api-client'

import { login } from '../api/login'
import { register } from '../api/register'
import { completeSignIn } from '../complete-sign-in'

type RegisterValues = z.output<typeof registerRequestSchema>

/** What the buyer is told for each registration answer other than success. */
export function registerMessage(code: string): string {
  if (code === 'PHONE_NUMBER_ALREADY_EXIST') return MSG.register.PHONE_NUMBER_ALREADY_EXIST
  if (code === 'EMAIL_ALREADY_EXIST') return MSG.register.EMAIL_ALREADY_EXIST
  return MSG.register.other
}

/** Registers, then signs in (with the token the answer carries, or by logging in with the same credentials). */
async function registerAndSignIn(values: RegisterValues) {
  const registered = await register(values)
  if (registered.responseCode !== 'SUCCESS') return { code: registered.responseCode, session: null }
  if (registered.token && registered.user) return { code: 'SUCCESS', session: { token: registered.token, user: registered.user } }
  const signedIn = await login({ countryCode: values.countryCode, phoneNumber: values.phoneNumber, password: values.password })
  const session = signedIn.token && signedIn.user ? { token: signedIn.token, user: signedIn.user } : null
  return { code: 'SUCCESS', session }
}

export function SignupForm({ countries, origin }: { countries: readonly Country[]; origin: string | null }) {
  const form = useForm<RegisterRequest, unknown, RegisterValues>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', password: '', countryCode: DEFAULT_DIAL_CODE, phoneNumber: '', GST: '' },
  })
  const { errors } = form.formState

  const mutation = useMutation({
    mutationFn: registerAndSignIn,
    onSuccess: ({ code, session }) => {
      if (code !== 'SUCCESS') toast.error(registerMessage(code))
      else if (session) completeSignIn(session, MSG.register.SUCCESS, origin)
      else toast.error(MSG.register.exception)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        for (const { field, message } of error.fieldErrors) {
          if (field in form.getValues()) form.setError(field as keyof RegisterRequest, { message })
        }
      }
      toast.error(error instanceof ApiError && error.status === 429 ? error.message : MSG.register.exception)
    },
  })

  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PhoneField form={form} registration={form.register('phoneNumber')} countries={countries} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField label="GST (optional)" autoComplete="off" error={errors.GST?.message} {...form.register('GST')} />
      <Button type="submit" className="sm:col-span-2" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner label="Signing up" /> : null}
        Sign Up
      </Button>
    </form>
  )
}
