import { headOf, PAGES } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { ButtonLink } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { useDocumentHead } from '@/lib/use-document-head'

const SEGMENTS = [
  {
    title: 'Surgical Sutures',
    text: 'Absorbable and non-absorbable sutures with a full range of needle types, for every surgical specialty.',
  },
  { title: 'Skin Staplers', text: 'Disposable skin staplers and removers for fast, even wound closure.' },
  {
    title: 'Dressings and Bandages',
    text: 'Sterile and non-sterile dressings, bandages and adhesive tapes for wards, theatres and clinics.',
  },
  {
    title: 'Gloves and Disposables',
    text: 'Examination and surgical gloves, disinfectant wipes, surgical disposables and CSSD consumables.',
  },
]

export default function AboutPage() {
  useDocumentHead(headOf(PAGES.about))
  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'About Us' }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">About Us</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
        Nuvo Surgical is an Indian manufacturer of surgical sutures and medical supplies. From our manufacturing unit in Haryana we serve
        surgeons, hospitals, clinics and distributors in every part of India.
      </p>

      <section aria-labelledby="segments-heading" className="mt-12">
        <h2 id="segments-heading" className="text-2xl font-bold text-slate-900">
          Our product segments
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SEGMENTS.map((segment) => (
            <li key={segment.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{segment.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{segment.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="unit-heading" className="mt-12 grid gap-8 lg:grid-cols-2">
        <div>
          <h2 id="unit-heading" className="text-2xl font-bold text-slate-900">
            Manufacturing unit
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            Sutures are made, packed and sterilised in controlled clean rooms of ISO class 7 and ISO 6, where air quality, temperature,
            humidity and pressure are monitored around the clock. Needles are attached and inspected on precision machines, and every batch
            is tested for tensile strength, needle attachment and sterility before release.
          </p>
        </div>
        <div>
          <h2 className="text-2xl font-bold text-slate-900">Quality management system</h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            Our quality management system is certified to ISO 13485 and our products carry the CE mark. Raw materials are traced from
            supplier to finished pack, processes are validated, and complaints and feedback from the field feed directly into corrective and
            preventive action.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {['ISO 13485', 'CE', 'ISO class 7 clean room', 'ISO 6 clean room'].map((badge) => (
              <li key={badge} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mt-12 flex flex-wrap gap-3">
        <ButtonLink to="/categories">Explore Our Range</ButtonLink>
        <ButtonLink to="/contact-us" variant="outline">
          Talk to Our Experts
        </ButtonLink>
      </div>
    </PageContainer>
  )
}
