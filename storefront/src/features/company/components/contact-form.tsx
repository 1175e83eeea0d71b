import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { enquiryRequestSchema, MSG } from '@contract'

import { Button } from '@/components/ui/button'
import { TIMINGS } from '@/config/constants'

import { useSendEnquiry } from '../api/send-enquiry'

type FormInput = z.input<typeof enquiryRequestSchema>
type FormOutput = z.output<typeof enquiryRequestSchema>

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600'

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The enquiry form: the contract's rules through zodResolver, 'Sending...' while posting, the result for 5 s. */
export function ContactForm() {
  const id = useId()
  const send = useSendEnquiry()
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(enquiryRequestSchema),
    defaultValues: { name: '', phoneNumber: '', email: '', enquiry: '' },
  })
  const { errors } = form.formState

  useEffect(() => {
    if (!result) return
    const timer = window.setTimeout(() => setResult(null), TIMINGS.contactMessageMs)
    return () => window.clearTimeout(timer)
  }, [result])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values)
      setResult({ ok: true, text: MSG.contact.success })
      form.reset()
    } catch {
      setResult({ ok: false, text: MSG.contact.failed })
    }
  })

  const describedBy = (field: keyof FormInput) => (errors[field] ? `${id}-${field}-error` : undefined)

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Enquiry form">
      <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
        <input
          id={`${id}-name`}
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          className={inputClasses}
          {...form.register('name')}
        />
      </Field>
      <Field id={`${id}-phoneNumber`} label="Phone Number" error={errors.phoneNumber?.message}>
        <input
          id={`${id}-phoneNumber`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={Boolean(errors.phoneNumber)}
          aria-describedby={describedBy('phoneNumber')}
          className={inputClasses}
          {...form.register('phoneNumber')}
        />
      </Field>
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
          className={inputClasses}
          {...form.register('email')}
        />
      </Field>
      <Field id={`${id}-enquiry`} label="Enquiry" error={errors.enquiry?.message}>
        <textarea id={`${id}-enquiry`} rows={5} className={inputClasses} {...form.register('enquiry')} />
      </Field>
      <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
        {form.formState.isSubmitting ? MSG.contact.sending : 'Send Enquiry'}
      </Button>
      <p role="status" className={`min-h-6 text-sm font-medium ${result?.ok ? 'text-emerald-700' : 'text-red-700'}`}>
        {result?.text}
      </p>
    </form>
  )
}
