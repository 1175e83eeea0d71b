import type { ReactNode } from 'react'

import { formatRupees } from '@contract/money'

type Props = {
  totals: { subtotal: number; discount: number; total: number }
  discountCode: string | null
  children: ReactNode
}

/** The right column: what the order costs, then the discount code, payment method and Proceed To Buy. */
export function BillSummary({ totals, discountCode, children }: Props) {
  return (
    <section
      aria-labelledby="bill-title"
      className="self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-[86px]"
    >
      <h2 id="bill-title" className="text-lg font-semibold text-slate-900">
        Bill Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-700">Subtotal</dt>
          <dd className="font-medium text-slate-900">{formatRupees(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-700">Discount{discountCode ? ` (${discountCode})` : ''}</dt>
          <dd className="font-medium text-green-800">- {formatRupees(totals.discount)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900" data-testid="order-total">
            {formatRupees(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">Inclusive of all taxes.</p>
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  )
}
