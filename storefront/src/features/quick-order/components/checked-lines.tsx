import { packRuleText, unitPriceFor } from '@contract'
import { formatRupees } from '@contract/money'

import { AvailabilityNote } from '@/components/ui/availability-note'

import type { CheckedLine } from '../check-lines'

function LineStatus({ line }: { line: CheckedLine }) {
  if (line.problem) return <span className="font-medium text-red-700">{line.problem}</span>
  return <span className="font-medium text-emerald-700">Ready</span>
}

/** The buyer's lines as the catalogue reads them: product, size and today's price, or what is wrong with the line. */
export function CheckedLines({ lines }: { lines: CheckedLine[] }) {
  return (
    <ol className="divide-y divide-slate-100" aria-label="Checked lines">
      {lines.map((line) => {
        const { resolved } = line
        return (
          <li
            key={line.lineNo}
            data-testid="quick-order-line"
            data-status={line.problem ? 'problem' : 'ready'}
            className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 py-3 text-sm sm:grid-cols-[2.5rem_minmax(0,1fr)_5rem_7rem_9rem] sm:items-center"
          >
            <span className="text-slate-500" aria-label={`Line ${line.lineNo}`}>
              {line.lineNo}
            </span>
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{line.code}</p>
              {resolved ? (
                <p className="text-slate-700">
                  {resolved.productName} · Size {resolved.size} · {resolved.shortCode}{' '}
                  <AvailabilityNote availability={resolved.availability} className="whitespace-nowrap" />
                </p>
              ) : null}
              {resolved && packRuleText(resolved) ? <p className="text-xs font-medium text-slate-700">{packRuleText(resolved)}</p> : null}
            </div>
            <p className="col-start-2 text-slate-700 sm:col-start-auto sm:text-right">
              <span className="sm:hidden">Qty </span>
              {line.quantity ?? '–'}
            </p>
            <p className="col-start-2 text-slate-900 sm:col-start-auto sm:text-right">
              {resolved ? (
                <>
                  {formatRupees(unitPriceFor(resolved.discountedPrice, resolved.tiers, line.quantity ?? 1))}
                  {line.quantity ? (
                    <span className="block text-xs text-slate-600">
                      {formatRupees(unitPriceFor(resolved.discountedPrice, resolved.tiers, line.quantity) * line.quantity)}
                    </span>
                  ) : null}
                </>
              ) : null}
            </p>
            <p className="col-start-2 sm:col-start-auto sm:text-right">
              <LineStatus line={line} />
            </p>
          </li>
        )
      })}
    </ol>
  )
}
