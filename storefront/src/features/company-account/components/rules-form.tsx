import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import { companyRulesRequestSchema, type CompanyAnswer, type CompanyRulesRequest } from '@contract'

import { Button } from '@/components/ui/button'
import { inputClasses, TextField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { DASHBOARD_TOASTS } from '@/config/toast-durations'
import { ApiError } from '@/lib/api-client'

import { useChangeRules } from '../api/company-account'

type RulesValues = z.output<typeof companyRulesRequestSchema>

/** An empty box is no amount; anything else is sent as typed, for the server's rule to judge. */
const amountOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))
/** One cost centre per line (commas also separate), blank lines dropped. */
const linesOf = (value: unknown) =>
  String(value ?? '')
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter(Boolean)

const checkbox = 'flex items-start gap-2 text-sm text-slate-800'

/** The company's rules, as its admin sets them: approval above an amount or off contract, PO numbers, cost centres, who sees orders. */
export function RulesForm({ rules }: { rules: CompanyAnswer['rules'] }) {
  const form = useForm<CompanyRulesRequest, unknown, RulesValues>({
    resolver: zodResolver(companyRulesRequestSchema),
    defaultValues: {
      offContract: rules.offContract,
      requirePo: rules.requirePo,
      buyersSeeCompanyOrders: rules.buyersSeeCompanyOrders,
    },
  })
  const { errors } = form.formState
  const change = useChangeRules()
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => toast.success('Rules saved', { duration: DASHBOARD_TOASTS.success }),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : []
        for (const entry of fields) form.setError(entry.field.split('.')[0] as keyof CompanyRulesRequest, { message: entry.message })
        if (fields.length === 0) toast.error(error.message, { duration: DASHBOARD_TOASTS.error })
      },
    }),
  )
  const costCentresError = errors.costCentres?.message ?? errors.costCentres?.[0]?.message
  return (
    <form noValidate onSubmit={submit} aria-label="Ordering rules" className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Orders above (₹) need approval"
        inputMode="numeric"
        hint="Leave empty when no amount needs approval"
        defaultValue={rules.above ?? ''}
        error={errors.above?.message}
        {...form.register('above', { setValueAs: amountOrNull })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="company-cost-centres" className="text-sm font-medium text-slate-800">
          Cost centres
        </label>
        <textarea
          id="company-cost-centres"
          rows={3}
          className={inputClasses}
          defaultValue={rules.costCentres.join('\n')}
          aria-invalid={Boolean(costCentresError)}
          aria-describedby="company-cost-centres-hint"
          {...form.register('costCentres', { setValueAs: linesOf })}
        />
        <p id="company-cost-centres-hint" className="text-xs text-slate-600">
          One per line; an order may name one of them
        </p>
        {costCentresError ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {costCentresError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label className={checkbox}>
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('offContract')} /> Orders with a code not on our price lists
          need approval
        </label>
        <label className={checkbox}>
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('requirePo')} /> Every order needs a PO number
        </label>
        <label className={checkbox}>
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('buyersSeeCompanyOrders')} /> Buyers and approvers see every
          order of the company, not only their own
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner label="Saving" /> : null}
          Save rules
        </Button>
      </div>
    </form>
  )
}
