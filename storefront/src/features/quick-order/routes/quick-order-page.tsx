import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router-dom'

import { headOf, PAGES } from '@contract'
import { formatRupees } from '@contract/money'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { resolveCodes } from '@/features/cart/api/resolve-codes'
import { addLinesToCart } from '@/features/cart/cart-store'
import { resolvedCartLine } from '@/features/cart/resolved-line'
import { ApiError } from '@/lib/api-client'
import { useDocumentHead } from '@/lib/use-document-head'

import { checkLines, codesToResolve, type CheckedLine } from '../check-lines'
import { CheckedLines } from '../components/checked-lines'
import { parsePastedText, type ListLine } from '../parse-lines'
import { readListFile } from '../read-list-file'

const EXAMPLE = 'NS 3501, 12\nns-3502 36\nNS 3503\t4'

async function check(source: () => Promise<ListLine[]>): Promise<CheckedLine[]> {
  const lines = await source()
  if (lines.length === 0) throw new Error('There are no lines to check')
  return checkLines(lines, await resolveCodes(codesToResolve(lines)))
}

const paise = (rupees: number) => Math.round(rupees * 100)

/** /quick-order: paste or upload catalogue codes and quantities, check them against today's catalogue, add them all. */
export default function QuickOrderPage() {
  useDocumentHead(headOf(PAGES.quickOrder))
  const navigate = useNavigate()
  const ids = useId()
  const [text, setText] = useState('')
  const checking = useMutation({ mutationFn: check })
  const checked = checking.data ?? []
  const ready = checked.filter((line) => line.problem === null && line.resolved && line.quantity)
  const problems = checked.length - ready.length
  const total = ready.reduce((sum, line) => sum + paise(line.resolved!.discountedPrice) * line.quantity!, 0) / 100

  const addAll = () => {
    const added = addLinesToCart(ready.map((line) => resolvedCartLine(line.resolved!, line.quantity!)))
    toast.success(`${added} ${added === 1 ? 'line' : 'lines'} added to the cart`)
    navigate('/mycart')
  }

  const failure = checking.error
  return (
    <PageContainer className="py-6 sm:py-10">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Quick Order' }]} />
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Quick Order</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Order by catalogue code: one line per item, the code then the quantity, separated by a tab, a comma or spaces. Short or full codes,
        in any case. Or upload a CSV or Excel (.xlsx) file with a code column and a quantity column.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={`${ids}-list`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id={`${ids}-list`} className="font-semibold text-slate-900">
            Your list
          </h2>
          <form
            className="mt-3 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              checking.mutate(async () => parsePastedText(text))
            }}
          >
            <label htmlFor={`${ids}-text`} className="text-sm font-medium text-slate-800">
              Codes and quantities
            </label>
            <textarea
              id={`${ids}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={10}
              placeholder={EXAMPLE}
              spellCheck={false}
              className="w-full rounded-md border border-slate-300 p-3 font-mono text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
            />
            <Button type="submit" disabled={checking.isPending || text.trim() === ''}>
              {checking.isPending ? 'Checking...' : 'Check lines'}
            </Button>
          </form>
          <div className="mt-5 border-t border-slate-200 pt-4">
            <label htmlFor={`${ids}-file`} className="text-sm font-medium text-slate-800">
              Or upload a CSV or Excel file
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) checking.mutate(() => readListFile(file))
                event.target.value = ''
              }}
              className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          </div>
        </section>
        <section
          aria-labelledby={`${ids}-checked`}
          aria-busy={checking.isPending}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id={`${ids}-checked`} className="font-semibold text-slate-900">
            Checked lines
          </h2>
          {failure ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {failure instanceof ApiError || failure instanceof Error ? failure.message : 'Something went wrong. Please try again.'}
            </p>
          ) : checked.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Check a list to see each line with its product, size and today&apos;s price.</p>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-700" data-testid="quick-order-summary">
                {ready.length} of {checked.length} lines ready{problems > 0 ? `, ${problems} to fix` : ''} · Total {formatRupees(total)}
              </p>
              <CheckedLines lines={checked} />
              <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
                <Button onClick={addAll} disabled={ready.length === 0}>
                  Add all valid lines to cart
                </Button>
                <Link to="/mycart" className="text-sm font-semibold text-brand-700 hover:underline">
                  View cart
                </Link>
              </div>
            </>
          )}
        </section>
      </div>
    </PageContainer>
  )
}
