import { MSG } from '@contract'

import { ButtonLink } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { useDocumentHead } from '@/lib/use-document-head'

/** What an unknown address, product, category or post shows, with a way home. */
export function NotFound({ what = 'page' }: { what?: string }) {
  useDocumentHead({ title: 'Page not found', description: `The ${what} you are looking for does not exist.` })
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-md text-slate-600">The {what} you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{MSG.error.home}</ButtonLink>
        <ButtonLink to="/categories" variant="outline">
          Browse categories
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
