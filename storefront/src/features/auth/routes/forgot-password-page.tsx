import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'

import { forgotPasswordRequestSchema, headOf, MSG, PAGES } from '@contract'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { PageContainer } from '@/components/ui/page-container'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { useDocumentHead } from '@/lib/use-document-head'

import { requestPasswordReset } from '../api/forgot-password'

/** /forgotPassword: asks for the email the reset link goes to. */
export default function ForgotPasswordPage() {
  useDocumentHead(headOf(PAGES.forgotPassword))
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } })
  const mutation = useMutation({
    mutationFn: ({ email }: { email: string }) => requestPasswordReset(email),
    onSuccess: (response) => toast.success(response.message ?? MSG.forgot.success),
    onError: (error) => toast.error(error instanceof ApiError ? error.message : MSG.forgot.failed),
  })

  return (
    <PageContainer className="flex justify-center py-12 sm:py-16">
      <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Forgot password</h1>
        <p className="mt-2 text-sm text-slate-700">
          Enter the email address of your account and we will send you a link to set a new password.
        </p>
        <form noValidate className="mt-6 flex flex-col gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner label="Sending" /> : null}
            Send reset link
          </Button>
        </form>
        {mutation.isSuccess ? (
          <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800">
            {mutation.data.message ?? MSG.forgot.success}
          </p>
        ) : null}
      </section>
    </PageContainer>
  )
}
