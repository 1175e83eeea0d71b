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

/** Two offering sections (a small image beside the text on a phone), 'View All Products', and the three value cards. */
export function Offerings({ imageFor }: { imageFor: (categorySlug: string) => Image | undefined }) {
  return (
    <section aria-labelledby="offerings-heading" className="below-fold mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <h2 id="offerings-heading" className="mb-6 text-center text-2xl font-bold text-slate-900 sm:mb-10 sm:text-3xl">
        What We Offer
      </h2>
      <div className="space-y-6 sm:space-y-12">
        {OFFERINGS.map((offering, index) => {
          const image = imageFor(offering.categorySlug)
          return (
            <FadeIn
              key={offering.title}
              className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-4 md:grid-cols-2 md:items-center md:gap-8"
            >
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
                <h3 className="text-lg font-semibold text-slate-900 sm:text-2xl">{offering.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700 sm:mt-3 sm:text-base">{offering.text}</p>
              </div>
            </FadeIn>
          )
        })}
      </div>
      <div className="mt-6 flex justify-center sm:mt-10">
        <ButtonLink to="/categories">View All Products</ButtonLink>
      </div>
      <ul className="mt-8 grid gap-3 sm:mt-12 md:grid-cols-3 md:gap-6">
        {VALUE_CARDS.map((card, index) => (
          <li
            key={card.title}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:block md:p-6"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="row-span-2 h-8 w-8 fill-none stroke-current stroke-[1.6] text-brand-600 md:h-10 md:w-10"
            >
              <path d={CARD_ICONS[index]} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className="text-base font-semibold text-slate-900 md:mt-4 md:text-lg">{card.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-700 md:mt-2">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
