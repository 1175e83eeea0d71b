import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'

import { headOf, MSG, PAGES, resetPasswordFormSchema } from '@contract'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PageContainer } from '@/components/ui/page-container'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { useDocumentHead } from '@/lib/use-document-head'

import { resetPassword } from '../api/reset-password'

function AccessDenied() {
  return (
    <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto h-16 w-16 text-brand-600">
        <rect x="14" y="28" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M22 28v-8a10 10 0 0 1 20 0v8" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="32" cy="41" r="3" fill="currentColor" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{MSG.reset.noTokenTitle}</h1>
      <p className="mt-2 text-slate-700">{MSG.reset.noTokenText}</p>
      <Link to="/forgotPassword" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2">
        Forgot password
      </Link>
    </section>
  )
}

/** /resetPassword?token=…: sets a new password with the token from the emailed link. */
export default function ResetPasswordPage() {
  useDocumentHead(headOf(PAGES.resetPassword))
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const mutation = useMutation({
    mutationFn: ({ password }: { password: string }) => resetPassword(token, password),
    onSuccess: () => {
      toast.success(MSG.reset.success)
      navigate('/')
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : MSG.reset.failed),
  })

  return (
    <PageContainer className="flex justify-center py-12 sm:py-16">
      {token ? (
        <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">Reset password</h1>
          <form noValidate className="mt-6 flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? <Spinner label="Saving" /> : null}
              Reset Password
            </Button>
          </form>
        </section>
      ) : (
        <AccessDenied />
      )}
    </PageContainer>
  )
}
