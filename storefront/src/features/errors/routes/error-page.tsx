import { Link } from 'react-router-dom'

import { MSG } from '@contract'

import { useDocumentHead } from '@/lib/use-document-head'

/** /error: shown without header and footer. */
export default function ErrorPage() {
  useDocumentHead({ title: MSG.error.title })
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-50 px-4 text-center">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-20 w-20 text-brand-600">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M32 18v18" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <circle cx="32" cy="45" r="3" fill="currentColor" />
      </svg>
      <h1 className="text-3xl font-bold text-slate-900">{MSG.error.title}</h1>
      <Link
        to="/"
        className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {MSG.error.home}
      </Link>
    </main>
  )
}
