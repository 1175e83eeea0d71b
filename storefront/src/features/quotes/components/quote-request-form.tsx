import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'

import { quoteCreateRequestSchema } from '@contract'

import { Button } from '@/components/ui/button'
import { FieldFrame, inputClasses, TextField } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'

import { createQuote } from '../api/create-quote'

const formSchema = quoteCreateRequestSchema.omit({ cartId: true })
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

type Props = {
  /** Saves the cart on the server and answers its id (the checkout's `POST /cart/create`). */
  saveCart: () => Promise<string>
  disabled: boolean
}

/** From the cart: a signed-in buyer sends the cart as a quote request with the organisation's details. */
export function QuoteRequestForm({ saveCart, disabled }: Props) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { organisation: '', gstin: '', expectedDelivery: '', message: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const cartId = await saveCart()
      await createQuote({ cartId, ...values })
      toast.success('Quote request sent. We will email you the quoted prices.')
      navigate('/dashboard?tab=quotes')
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors[0] : undefined
      if (field && field.field in formSchema.shape) form.setError(field.field as keyof FormInput, { message: field.message })
      else toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.')
    }
  })

  if (!open) {
    return (
      <Button variant="outline" className="w-full" disabled={disabled} onClick={() => setOpen(true)}>
        Request a quote
      </Button>
    )
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Request a quote"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="font-semibold text-slate-900">Request a quote</h3>
      <TextField label="Organisation" autoComplete="organization" error={errors.organisation?.message} {...form.register('organisation')} />
      <TextField label="GSTIN (optional)" maxLength={15} className="uppercase" error={errors.gstin?.message} {...form.register('gstin')} />
      <TextField
        label="Expected delivery (optional)"
        type="date"
        error={errors.expectedDelivery?.message}
        {...form.register('expectedDelivery')}
      />
      <FieldFrame label="Message (optional)" error={errors.message?.message}>
        {({ inputId, describedBy, invalid }) => (
          <textarea
            id={inputId}
            rows={3}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={inputClasses}
            {...form.register('message')}
          />
        )}
      </FieldFrame>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting || disabled}>
          {isSubmitting ? 'Sending...' : 'Send quote request'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
