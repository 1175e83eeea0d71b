import type { Image } from '@contract'

import { ButtonLink } from '@/components/ui/button'
import { FadeIn } from '@/components/ui/fade-in'
import { ResponsiveImage } from '@/components/ui/responsive-image'

import { OFFERINGS, VALUE_CARDS } from '../content'

const CARD_ICONS = [
  'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3',
]

/** Two offering sections, 'View All Products', and the three value cards. */
export function Offerings({ imageFor }: { imageFor: (categorySlug: string) => Image | undefined }) {
  return (
    <section aria-labelledby="offerings-heading" className="below-fold mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="offerings-heading" className="mb-10 text-center text-3xl font-bold text-slate-900">
        What We Offer
      </h2>
      <div className="space-y-12">
        {OFFERINGS.map((offering, index) => {
          const image = imageFor(offering.categorySlug)
          return (
            <FadeIn key={offering.title} className="grid items-center gap-8 md:grid-cols-2">
              <div className={`overflow-hidden rounded-xl bg-slate-50 ${index % 2 === 1 ? 'md:order-2' : ''}`}>
                <ResponsiveImage
                  image={image}
                  alt={image?.alt ?? ''}
                  sizes="(min-width: 768px) 45vw, 90vw"
                  width={480}
                  height={320}
                  className="aspect-[3/2] h-full w-full object-contain p-4"
                />
              </div>
              <div>
                <h3 className="text-2xl font-semibold text-slate-900">{offering.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-700">{offering.text}</p>
              </div>
            </FadeIn>
          )
        })}
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink to="/categories">View All Products</ButtonLink>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {VALUE_CARDS.map((card, index) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 fill-none stroke-current stroke-[1.6] text-brand-600">
              <path d={CARD_ICONS[index]} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
