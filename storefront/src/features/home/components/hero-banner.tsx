import { useState } from 'react'

import { ButtonLink, buttonClasses } from '@/components/ui/button'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { Skeleton } from '@/components/ui/skeleton'
import { TIMINGS } from '@/config/constants'

import type { BannerSlide } from '../api/get-home-content'
import { useCarousel } from '../hooks/use-carousel'

/**
 * The rotating banner: one slide every 5 seconds in a loop, with slide buttons and a pause control. Staff's banner
 * images carry their illustration on the right: from 1024 px the text sits on the left half over the image; below, the
 * image is a band above the text, so the text never runs over the illustration. The slides share one grid cell (the
 * tallest sets the height), and the controls have a row of their own under the text.
 */
export function HeroBanner({ slides, loading }: { slides: BannerSlide[]; loading: boolean }) {
  const [paused, setPaused] = useState(false)
  // Only the first slide's image loads with the page; the others once it has arrived, so they never compete with it.
  const [firstImageLoaded, setFirstImageLoaded] = useState(false)
  const { index, goTo } = useCarousel(slides.length, TIMINGS.bannerMs, paused)

  if (loading) return <Skeleton className="h-[30rem] w-full rounded-none lg:h-[32rem]" />
  if (slides.length === 0) return null

  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative overflow-hidden bg-brand-900 lg:h-[32rem]">
      <div className="grid lg:h-full">
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
              className={`relative col-start-1 row-start-1 flex flex-col transition-opacity duration-700 motion-reduce:transition-none lg:block ${current ? 'opacity-100' : 'opacity-0'}`}
            >
              <div className="relative aspect-[16/7] max-h-60 w-full shrink-0 overflow-hidden lg:absolute lg:inset-0 lg:aspect-auto lg:max-h-none">
                {(slideIndex === 0 || firstImageLoaded || current) && (
                  <ResponsiveImage
                    image={slide.image}
                    alt={slide.image?.alt ?? ''}
                    wide
                    preferred="detail"
                    sizes="100vw"
                    priority={slideIndex === 0}
                    onLoad={slideIndex === 0 ? () => setFirstImageLoaded(true) : undefined}
                    className="absolute inset-0 h-full w-full object-cover object-right"
                  />
                )}
                <div className="absolute inset-0 hidden bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/20 lg:block" />
              </div>
              <div className="relative mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center gap-3 px-4 pt-5 sm:px-6 lg:h-full lg:gap-4 lg:px-8 lg:pt-0 lg:pb-10">
                <p className="text-2xl font-bold leading-tight text-white sm:text-4xl lg:max-w-[46%] xl:text-5xl">{slide.heading}</p>
                <p className="text-sm text-slate-100 sm:text-lg lg:max-w-[46%]">{slide.paragraph}</p>
                {slide.buttons.length > 0 && (
                  <div className="mt-1 flex flex-wrap gap-3">
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
      </div>
      <div className="relative flex items-center justify-center gap-2 py-3 lg:absolute lg:inset-x-0 lg:bottom-3 lg:py-0">
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
          className={buttonClasses('ghost', 'ml-1 h-8 gap-1.5 px-2 py-0 text-xs text-white hover:bg-white/20')}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
            <path d={paused ? 'M4 2.5v11l9-5.5z' : 'M4 2.5h3v11H4zM9 2.5h3v11H9z'} />
          </svg>
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  )
}
