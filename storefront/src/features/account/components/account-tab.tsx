import type { AccountEntryState, Statement } from '@contract'
import { formatRupees } from '@contract/money'

import { DownloadButton } from '@/components/download-button'
import { Skeleton } from '@/components/ui/skeleton'

import { downloadStatement } from '../api/download-statement'
import { useStatement } from '../api/get-statement'

const STATE_WORDS: Record<AccountEntryState, string> = { NOT_INVOICED: 'Not yet invoiced', DUE: 'Due', OVERDUE: 'Overdue', PAID: 'Paid' }
const STATE_STYLE: Record<AccountEntryState, string> = {
  NOT_INVOICED: 'text-slate-700',
  DUE: 'text-slate-900',
  OVERDUE: 'font-semibold text-red-700',
  PAID: 'text-emerald-700',
}

function Figure({ label, value, testId, alert = false }: { label: string; value: number; testId: string; alert?: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd data-testid={testId} className={`mt-1 text-xl font-semibold ${alert ? 'text-red-700' : 'text-slate-900'}`}>
        {formatRupees(value)}
      </dd>
    </div>
  )
}

function StatementView({ statement }: { statement: Statement }) {
  const open = statement.entries.filter((entry) => entry.state !== 'PAID')
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {statement.organisation ? `${statement.organisation}: c` : 'C'}redit limit {formatRupees(statement.limit)}, invoices due{' '}
        {statement.termsDays} days after their date.
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Outstanding balance" value={statement.outstanding} testId="account-outstanding" />
        <Figure label="Overdue" value={statement.overdue} testId="account-overdue" alert={statement.overdue > 0} />
        <Figure label="Available credit" value={statement.available} testId="account-available" />
      </dl>
      <div className="flex flex-wrap gap-2">
        <DownloadButton label="Statement (PDF)" download={() => downloadStatement('pdf')} />
        <DownloadButton label="Statement (CSV)" download={() => downloadStatement('csv')} />
      </div>
      <section aria-labelledby="account-open-title">
        <h3 id="account-open-title" className="mb-2 font-semibold text-slate-900">
          Due and overdue
        </h3>
        {open.length === 0 ? (
          <p className="text-sm text-slate-700">Nothing is due on your account.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th className="py-2 pr-3 font-medium">Order</th>
                  <th className="py-2 pr-3 font-medium">Invoice</th>
                  <th className="py-2 pr-3 font-medium">Due date</th>
                  <th className="py-2 pr-3 text-right font-medium">Amount</th>
                  <th className="py-2 font-medium">State</th>
                </tr>
              </thead>
              <tbody>
                {open.map((entry) => (
                  <tr key={entry.orderId} className="border-b border-slate-100" data-testid="account-entry">
                    <td className="py-2 pr-3">{entry.orderId}</td>
                    <td className="py-2 pr-3">{entry.invoiceNumber ?? '—'}</td>
                    <td className="py-2 pr-3">{entry.dueDate ?? 'On invoice'}</td>
                    <td className="py-2 pr-3 text-right">{formatRupees(entry.amount)}</td>
                    <td className={`py-2 ${STATE_STYLE[entry.state]}`}>{STATE_WORDS[entry.state]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

/** Pay on account: the balance, what is due and overdue, and the statement to download; a note without credit. */
export function AccountTab() {
  const statement = useStatement()
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title" className="mb-5 text-xl font-semibold text-slate-900">
        Account and credit
      </h2>
      {statement.isPending ? (
        <Skeleton className="h-40" />
      ) : statement.data ? (
        <StatementView statement={statement.data} />
      ) : (
        <p className="text-sm text-slate-700">
          Verified hospitals, clinics and distributors can buy on credit and pay on account. Ask us for credit terms once your business
          account is verified.
        </p>
      )}
    </section>
  )
}
