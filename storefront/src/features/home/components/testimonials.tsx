import { useRef } from 'react'

import { ResponsiveImage } from '@/components/ui/responsive-image'
import { SWIPE_THRESHOLD_PX, TIMINGS } from '@/config/constants'

import type { Testimonial } from '../api/get-home-content'
import { useCarousel } from '../hooks/use-carousel'

function Arrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous testimonial' : 'Next testimonial'}
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
        <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  )
}

/** Client testimonials: one at a time, every 5 s, with previous/next buttons and a 100 px swipe. */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { index, next, previous } = useCarousel(items.length, TIMINGS.testimonialMs)
  const swipeStart = useRef<number | null>(null)
  if (items.length === 0) return null
  const current = items[index]

  return (
    <section aria-labelledby="testimonials-heading" className="below-fold bg-brand-50 py-10 sm:py-16">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="mb-5 text-center text-2xl font-bold text-slate-900 sm:mb-8 sm:text-3xl">
          What Our Clients Say
        </h2>
        <div className="flex items-center gap-3 sm:gap-6">
          <Arrow direction="previous" onClick={previous} />
          <figure
            data-testid="testimonial"
            data-index={index}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX
            }}
            onPointerUp={(event) => {
              if (swipeStart.current === null) return
              const distance = event.clientX - swipeStart.current
              swipeStart.current = null
              if (distance <= -SWIPE_THRESHOLD_PX) next()
              else if (distance >= SWIPE_THRESHOLD_PX) previous()
            }}
            className="min-h-[15rem] flex-1 touch-pan-y select-none rounded-xl bg-white p-4 text-center shadow-sm sm:p-8"
          >
            {current.avatar ? (
              <ResponsiveImage
                image={current.avatar}
                alt={`Photo of ${current.author}`}
                preferred="thumbnail"
                sizes="64px"
                width={64}
                height={64}
                className="mx-auto mb-4 h-16 w-16 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
              >
                {current.author.charAt(0)}
              </span>
            )}
            <blockquote className="text-base leading-relaxed text-slate-700">“{current.description}”</blockquote>
            <figcaption className="mt-4 font-semibold text-slate-900">
              {current.author}
              {current.role && <span className="block text-sm font-normal text-slate-600">{current.role}</span>}
            </figcaption>
          </figure>
          <Arrow direction="next" onClick={next} />
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">
          {index + 1} / {items.length}
        </p>
      </div>
    </section>
  )
}
