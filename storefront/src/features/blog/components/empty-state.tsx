/** A centred message with an illustration for empty blog lists. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div
      data-testid="blog-empty"
      className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-16 w-16 fill-none stroke-current stroke-2 text-brand-300">
        <rect x="12" y="8" width="40" height="48" rx="4" />
        <path d="M20 20h24M20 30h24M20 40h14" strokeLinecap="round" />
      </svg>
      <p className="mt-4 text-xl font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
    </div>
  )
}
