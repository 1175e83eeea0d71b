import type { Address, Quote } from '@contract'
import { formatRupees } from '@contract/money'

import { Skeleton } from '@/components/ui/skeleton'

import { useMyQuotes } from '../api/get-my-quotes'
import { QuoteOrderForm } from './quote-order-form'

const today = () => new Date().toISOString().slice(0, 10)

const STATUS_WORDS: Record<Quote['status'], string> = {
  NEW: 'Requested: we are preparing your quote',
  QUOTED: 'Quoted',
  ORDERED: 'Ordered',
  CLOSED: 'Closed',
}

function QuoteCard({ quote, addresses }: { quote: Quote; addresses: Address[] | undefined }) {
  const valid = quote.status === 'QUOTED' && quote.validUntil !== null && quote.validUntil >= today()
  return (
    <article data-testid="quote-card" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{quote.organisation}</h3>
          <p className="text-sm text-slate-600">
            Quote <span data-testid="quote-id">{quote.quoteId}</span> · Asked on {quote.date.slice(0, 10)}
            {quote.gstin ? ` · GSTIN ${quote.gstin}` : ''}
          </p>
        </div>
        <p className="text-sm font-semibold text-slate-900" data-testid="quote-status">
          {STATUS_WORDS[quote.status]}
          {quote.status === 'QUOTED' ? (valid ? `, valid until ${quote.validUntil}` : `, expired on ${quote.validUntil}`) : ''}
        </p>
      </header>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {quote.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="text-slate-800">
              {line.productName} · Size {line.size} · Code {line.code} × {line.quantity}
            </span>
            <span className="text-slate-900">
              {line.quotedPrice !== null ? `${formatRupees(line.quotedPrice)} each` : `List ${formatRupees(line.listPrice)} each`}
            </span>
          </li>
        ))}
      </ul>
      {quote.total !== null ? (
        <p className="mt-2 text-right font-semibold text-slate-900">
          Quoted total: <span data-testid="quote-total">{formatRupees(quote.total)}</span>
        </p>
      ) : null}
      {quote.orderId ? <p className="mt-2 text-sm text-slate-700">Order {quote.orderId}</p> : null}
      {valid ? (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <QuoteOrderForm quote={quote} addresses={addresses} />
        </div>
      ) : null}
    </article>
  )
}

/**
 * My Quotes: the buyer's quote requests, newest first; a valid quote can be ordered at its quoted prices, to one of
 * `addresses` (`undefined` while they load).
 */
export function QuotesTab({ addresses }: { addresses: Address[] | undefined }) {
  const quotes = useMyQuotes()
  return (
    <section aria-labelledby="quotes-title">
      <h2 id="quotes-title" className="mb-5 text-xl font-semibold text-slate-900">
        My Quotes
      </h2>
      {quotes.isPending ? (
        <Skeleton className="h-40" />
      ) : quotes.data && quotes.data.length > 0 ? (
        <div className="flex flex-col gap-4">
          {quotes.data.map((quote) => (
            <QuoteCard key={quote.quoteId} quote={quote} addresses={addresses} />
          ))}
        </div>
      ) : (
        <p className="text-slate-700">No quote requests yet. Send one from your cart.</p>
      )}
    </section>
  )
}
