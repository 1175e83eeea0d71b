type Props = { page: number; pageCount: number; onChange: (page: number) => void }

const base = 'min-w-10 rounded-md border px-3 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50'

/** Previous, numbered pages and Next; Previous and Next are disabled at the ends. */
export function Pagination({ page, pageCount, onChange }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Blog pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${base} border-slate-300 text-slate-800 hover:bg-slate-50`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
          className={`${base} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${base} border-slate-300 text-slate-800 hover:bg-slate-50`}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
