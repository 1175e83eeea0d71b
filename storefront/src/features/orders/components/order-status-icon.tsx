const PATHS: Record<string, { path: string; tone: string }> = {
  ORDERED: { path: 'M9 5h6M9 3h6v4H9zM7 5H5v16h14V5h-2M9 13l2 2 4-4', tone: 'text-brand-700 bg-brand-50' },
  SHIPPED: {
    path: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    tone: 'text-amber-800 bg-amber-50',
  },
  DELIVERED: { path: 'M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10M9 15l2 2 4-4', tone: 'text-green-800 bg-green-50' },
  CANCELLED: { path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6', tone: 'text-red-700 bg-red-50' },
}
const UNKNOWN = { path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2', tone: 'text-slate-700 bg-slate-100' }

/** The order status with its icon: one per known status, a clock for anything else. */
export function OrderStatus({ status }: { status: string }) {
  const { path, tone } = PATHS[status] ?? UNKNOWN
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${tone}`} data-testid="order-status">
      <svg
        aria-hidden="true"
        data-icon={PATHS[status] ? status.toLowerCase() : 'default'}
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
      {status}
    </span>
  )
}
