import { useState } from 'react'

import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { Skeleton } from '@/components/ui/skeleton'
import { TIMINGS } from '@/config/constants'

import type { BannerSlide } from '../api/get-home-content'
import { useCarousel } from '../hooks/use-carousel'

/** The rotating banner: one slide every 5 seconds in a loop, with slide buttons and a pause control. */
export function HeroBanner({ slides, loading }: { slides: BannerSlide[]; loading: boolean }) {
  const [paused, setPaused] = useState(false)
  // Only the first slide's image loads with the page; the others once it has arrived, so they never compete with it.
  const [firstImageLoaded, setFirstImageLoaded] = useState(false)
  const { index, goTo } = useCarousel(slides.length, TIMINGS.bannerMs, paused)

  if (loading) return <Skeleton className="h-[26rem] w-full rounded-none sm:h-[32rem]" />
  if (slides.length === 0) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[26rem] overflow-hidden bg-brand-900 sm:h-[32rem]"
    >
      {slides.map((slide, slideIndex) => {
        const current = slideIndex === index
        return (
          <div
            key={slideIndex}
            data-testid="banner-slide"
            data-active={current}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            aria-hidden={!current}
            inert={!current}
            className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${current ? 'opacity-100' : 'opacity-0'}`}
          >
            {(slideIndex === 0 || firstImageLoaded || current) && (
              <ResponsiveImage
                image={slide.image}
                alt={slide.image?.alt ?? ''}
                wide
                preferred="detail"
                sizes="100vw"
                priority={slideIndex === 0}
                onLoad={slideIndex === 0 ? () => setFirstImageLoaded(true) : undefined}
                className="absolute inset-0 h-full w-full object-cover"
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20" />
            <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center gap-4 px-4 sm:px-6 lg:px-8">
              <p className="max-w-2xl text-3xl font-bold leading-tight text-white sm:text-5xl">{slide.heading}</p>
              <p className="max-w-xl text-base text-slate-100 sm:text-lg">{slide.paragraph}</p>
              {slide.buttons.length > 0 && (
                <div className="mt-2 flex flex-wrap gap-3">
                  {slide.buttons.map((button, buttonIndex) => (
                    <ButtonLink key={button.route + button.text} to={button.route} variant={buttonIndex === 0 ? 'primary' : 'light'}>
                      {button.text}
                    </ButtonLink>
                  ))}
                </div>
              )}
            </div>
          </div>
        )
      })}
      <div className="absolute bottom-4 left-0 right-0 flex items-center justify-center gap-2">
        {slides.map((_, slideIndex) => (
          <button
            key={slideIndex}
            type="button"
            onClick={() => goTo(slideIndex)}
            aria-label={`Show slide ${slideIndex + 1}`}
            aria-current={slideIndex === index}
            className="group flex h-8 items-center px-1"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-all ${slideIndex === index ? 'w-8 bg-white' : 'w-3 bg-white/60 group-hover:bg-white/80'}`}
            />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className={buttonClasses('ghost', 'ml-2 px-2 py-1 text-xs text-white hover:bg-white/20')}
        >
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  )
}
