import { headOf, PAGES } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { useDocumentHead } from '@/lib/use-document-head'

import { ContactDetails, MapLink } from '../components/contact-details'
import { ContactForm } from '../components/contact-form'

export default function ContactPage() {
  useDocumentHead(headOf(PAGES.contact))
  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <h1 className="mb-8 mt-4 text-3xl font-bold text-slate-900">Contact Us</h1>
      <div className="grid gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <ContactDetails />
          <MapLink />
        </div>
        <section aria-labelledby="enquiry-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="enquiry-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Send us an enquiry
          </h2>
          <ContactForm />
        </section>
      </div>
    </PageContainer>
  )
}
