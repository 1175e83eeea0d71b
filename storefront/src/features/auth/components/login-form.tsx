import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { loginRequestSchema, MSG, type Country, type LoginRequest, type LoginResponse } from '@contract'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PhoneField } from '@/components/ui/phone-field'
import { Spinner } from '@/components/ui/spinner'
import { DEFAULT_DIAL_CODE } from '@/config/constants'
import { ApiError } from '@/lib/api-client'

import { login } from '../api/login'
import { completeSignIn } from '../complete-sign-in'

type LoginCode = keyof typeof MSG.login

/**
 * What the buyer is told for each login answer. A locked account (after repeated failures) is told
 * so, with the server's explanation, rather than the generic text: the buyer needs to know to wait or reset.
 */
export function loginMessage(response: Pick<LoginResponse, 'responseCode' | 'message'>): string {
  const code = response.responseCode
  if (code in MSG.login && code.startsWith('INVALID_')) return MSG.login[code as LoginCode]
  if (code === 'ACCOUNT_LOCKED' && response.message) return response.message
  return MSG.login.other
}

export function LoginForm({ countries, origin }: { countries: readonly Country[]; origin: string | null }) {
  const form = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { countryCode: DEFAULT_DIAL_CODE, phoneNumber: '', password: '' },
  })
  const { errors } = form.formState

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (response: LoginResponse) => {
      if (response.responseCode === 'SUCCESS' && response.token && response.user) {
        completeSignIn({ token: response.token, user: response.user }, MSG.login.success, origin)
      } else {
        toast.error(loginMessage(response))
      }
    },
    onError: (error) => toast.error(error instanceof ApiError && error.status === 429 ? error.message : MSG.login.other),
  })

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <PhoneField form={form} registration={form.register('phoneNumber')} countries={countries} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner label="Logging in" /> : null}
        Log In
      </Button>
    </form>
  )
}
