import type { Image } from '@contract'

import { FadeIn } from '@/components/ui/fade-in'
import { ResponsiveImage } from '@/components/ui/responsive-image'

import { WHY_CHOOSE_US } from '../content'

/** The three reasons (quality, innovation, support) beside four product images. */
export function WhyChooseUs({ images }: { images: Image[] }) {
  return (
    <section aria-labelledby="why-heading" className="below-fold mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
      <FadeIn>
        <h2 id="why-heading" className="text-3xl font-bold text-slate-900">
          {WHY_CHOOSE_US.title}
        </h2>
        <p className="mt-3 text-slate-700">{WHY_CHOOSE_US.intro}</p>
        <ol className="mt-6 space-y-5">
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
      <div className="grid grid-cols-2 gap-4">
        {images.slice(0, 4).map((image, index) => (
          <div key={image.url} className={`overflow-hidden rounded-xl bg-slate-50 ${index % 2 === 1 ? 'mt-8' : ''}`}>
            <ResponsiveImage
              image={image}
              alt={image.alt}
              sizes="(min-width: 1024px) 25vw, 50vw"
              width={480}
              height={480}
              className="aspect-square h-full w-full object-contain p-4"
            />
          </div>
        ))}
      </div>
    </section>
  )
}
