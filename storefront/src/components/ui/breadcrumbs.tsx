import { Link } from 'react-router-dom'

export type Crumb = { label: string; to?: string }

/** Home > ... > current page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : ''}>
                  {item.label}
                </span>
              )}
              {!last && <span aria-hidden="true">&gt;</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
