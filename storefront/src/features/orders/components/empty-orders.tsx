import { MSG } from '@contract'

/** The empty state of Order History: an illustration and 'No orders found'. */
export function EmptyOrders() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <svg aria-hidden="true" viewBox="0 0 200 160" className="h-40 w-48" data-testid="empty-orders-illustration">
        <ellipse cx="100" cy="146" rx="70" ry="8" fill="#e8e9f6" />
        <path d="M48 56l52-24 52 24v62l-52 24-52-24z" fill="#f4f4fb" stroke="#5f63b8" strokeWidth="3" strokeLinejoin="round" />
        <path d="M48 56l52 24 52-24M100 80v62" fill="none" stroke="#5f63b8" strokeWidth="3" strokeLinejoin="round" />
        <path d="M74 44l52 24v18l-12 6V74L62 50" fill="#c9cbec" stroke="#5f63b8" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="150" cy="34" r="16" fill="#fff" stroke="#5f63b8" strokeWidth="3" />
        <path d="M145 29l10 10M155 29l-10 10" stroke="#5f63b8" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold text-slate-900">{MSG.orders.empty}</p>
      <p className="max-w-sm text-sm text-slate-700">Orders you place appear here with their status and delivery address.</p>
    </div>
  )
}
