import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'

import {
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_TYPES,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnCreateRequestSchema,
  type Order,
  type ReturnKind,
  type ReturnReason,
} from '@contract'

import { Button } from '@/components/ui/button'
import { inputBoxClasses, inputClasses } from '@/components/ui/form-field'

import { createReturn } from '../api/create-return'
import { myReturnsQueryOptions } from '../api/get-my-returns'
import { showRefusal } from './cancel-order-form'

const KIND_LABELS: Record<ReturnKind, string> = { RETURN: 'Return for a refund', REPLACE: 'Replace the items' }

/** What is wrong with the chosen photos, in the server's terms, before anything is sent. */
function photoProblem(photos: readonly File[]): string | null {
  if (photos.length > RETURN_PHOTOS_MAX) return `At most ${RETURN_PHOTOS_MAX} photos`
  const wrong = photos.find((photo) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(photo.type))
  if (wrong) return `${wrong.name} is not a JPEG, PNG or WebP image`
  const large = photos.find((photo) => photo.size > RETURN_PHOTO_MAX_BYTES)
  return large ? `${large.name} is larger than ${RETURN_PHOTO_MAX_BYTES / 1024 / 1024} MB` : null
}

/**
 * "Return or replace": the buyer chooses lines and quantities (up to what is still returnable), return or replacement,
 * a reason, a note and up to 5 photos; checked with the contract's schema, then sent.
 */
export function ReturnForm({ order, returnable, onDone }: { order: Order; returnable: Map<string, number>; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [quantities, setQuantities] = useState<Record<string, number>>({})
  const [kind, setKind] = useState<ReturnKind>('RETURN')
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<File[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const submit = useMutation({
    mutationFn: (input: { body: Parameters<typeof createReturn>[0]; photos: File[] }) => createReturn(input.body, input.photos),
    onSuccess: async ({ returnId }) => {
      toast.success(`Request ${returnId} sent`)
      await queryClient.invalidateQueries({ queryKey: myReturnsQueryOptions().queryKey })
      onDone()
    },
    onError: showRefusal,
  })

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([code, quantity]) => ({ code, quantity }))
    const parsed = returnCreateRequestSchema.safeParse({ orderId: order.orderId, kind, lines, reason, note })
    const message = parsed.success ? photoProblem(photos) : (parsed.error.issues[0]?.message ?? 'Check the form')
    setProblem(message)
    if (!message) submit.mutate({ body: { orderId: order.orderId, kind, lines, reason: reason as ReturnReason, note }, photos })
  }

  const prefix = `return-${order.orderId}`
  return (
    <form
      onSubmit={onSubmit}
      className="mt-3 flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
      aria-label={`Return or replace items of order ${order.orderId}`}
      data-testid="return-form"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Items and quantities</legend>
        {order.items.map((item) => {
          const left = returnable.get(item.code) ?? 0
          const id = `${prefix}-${item.code}`
          return (
            <div key={item.code} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 text-sm">
              <label htmlFor={id} className="min-w-0 break-words text-slate-800">
                {item.productName} <span className="text-slate-600">({item.code})</span>
                <span className="block text-xs text-slate-600">{left > 0 ? `Up to ${left}` : 'Nothing left to return'}</span>
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                disabled={left === 0}
                value={quantities[item.code] ?? 0}
                onChange={(event) =>
                  setQuantities((current) => ({
                    ...current,
                    [item.code]: Math.max(0, Math.min(left, Math.trunc(Number(event.target.value) || 0))),
                  }))
                }
                className={`${inputBoxClasses} w-20`}
              />
            </div>
          )
        })}
      </fieldset>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="mb-1 text-sm font-semibold text-slate-900">What would you like?</legend>
        {(Object.keys(KIND_LABELS) as ReturnKind[]).map((value) => (
          <label key={value} className="flex items-center gap-2 text-slate-800">
            <input type="radio" name={`${prefix}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${prefix}-reason`} className="text-sm font-medium text-slate-800">
            Reason
          </label>
          <select
            id={`${prefix}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
            className={inputClasses}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {RETURN_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${prefix}-photos`} className="text-sm font-medium text-slate-800">
            Photos (up to {RETURN_PHOTOS_MAX}, JPEG, PNG or WebP)
          </label>
          <input
            id={`${prefix}-photos`}
            type="file"
            multiple
            accept={RETURN_PHOTO_TYPES.join(',')}
            onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-note`} className="text-sm font-medium text-slate-800">
          Note (optional)
        </label>
        <textarea id={`${prefix}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} className={inputClasses} />
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send request'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Close
        </Button>
      </div>
    </form>
  )
}
