import type { Image } from '@contract'

import { FadeIn } from '@/components/ui/fade-in'
import { ResponsiveImage } from '@/components/ui/responsive-image'

import { WHY_CHOOSE_US } from '../content'

/** The three reasons (quality, innovation, support) beside four product images (in a row of four on a phone). */
export function WhyChooseUs({ images }: { images: Image[] }) {
  return (
    <section
      aria-labelledby="why-heading"
      className="below-fold mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-10 lg:px-8"
    >
      <FadeIn>
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {WHY_CHOOSE_US.title}
        </h2>
        <p className="mt-3 text-slate-700">{WHY_CHOOSE_US.intro}</p>
        <ol className="mt-5 space-y-4 sm:mt-6 sm:space-y-5">
          {WHY_CHOOSE_US.points.map((point, index) => (
            <li key={point.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
                <p className="text-sm leading-relaxed text-slate-700">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </FadeIn>
      <div className="grid grid-cols-4 gap-2 self-start lg:grid-cols-2 lg:gap-4">
        {images.slice(0, 4).map((image, index) => (
          <div key={image.url} className={`overflow-hidden rounded-xl bg-slate-50 ${index % 2 === 1 ? 'lg:mt-8' : ''}`}>
            <ResponsiveImage
              image={image}
              alt={image.alt}
              sizes="(min-width: 1024px) 25vw, 25vw"
              width={480}
              height={480}
              className="aspect-square h-full w-full object-contain p-1 sm:p-4"
            />
          </div>
        ))}
      </div>
    </section>
  )
}
