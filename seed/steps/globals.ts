import { slugify } from '../../cms/lib/slug'
import { FAQ } from '../data/faq'
import { BANNERS, TESTIMONIALS, type SeedBanner, type SeedTestimonial } from '../data/home-content'
import { SITE_SETTINGS } from '../data/site-settings'
import type { ImageJob } from '../images/media-store'
import { PALETTES, renderAvatar, renderBanner } from '../images/render'
import type { SeedContext } from './context'

const bannerImage = (banner: SeedBanner, index: number): ImageJob => ({
  key: `banner-slide-${index + 1}`,
  alt: banner.imageAlt,
  draw: () => renderBanner({ palette: PALETTES[banner.palette], shapes: banner.shapes }),
})

const avatarImage = (testimonial: SeedTestimonial): ImageJob => ({
  key: `avatar-${slugify(testimonial.author)}`,
  alt: `Portrait placeholder of ${testimonial.author}, ${testimonial.role}`,
  draw: () => renderAvatar({ name: testimonial.author, palette: PALETTES[testimonial.palette] }),
})

export const homeImages = (): ImageJob[] => [...BANNERS.map(bannerImage), ...TESTIMONIALS.map(avatarImage)]

const ensure = (ctx: SeedContext, job: ImageJob) => ctx.media.ensure(job.key, job.alt, job.draw)

/** The site settings (placeholder contact data) and the home page's banner, FAQ and testimonials. */
export async function seedGlobals(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, depth: 0 })

  const bannerSlides = []
  for (const [index, banner] of BANNERS.entries()) {
    const [first, second] = banner.buttons
    bannerSlides.push({
      image: await ensure(ctx, bannerImage(banner, index)),
      heading: banner.heading,
      paragraph: banner.paragraph,
      button1Text: first?.[0] ?? null,
      button1Route: first?.[1] ?? null,
      button2Text: second?.[0] ?? null,
      button2Route: second?.[1] ?? null,
    })
  }
  const testimonials = []
  for (const testimonial of TESTIMONIALS) {
    testimonials.push({
      description: testimonial.description,
      author: testimonial.author,
      role: testimonial.role,
      avatar: await ensure(ctx, avatarImage(testimonial)),
    })
  }
  const faq = FAQ.map(({ question, answer }) => ({
    question,
    answer: answer.map((block) =>
      block.type === 'list'
        ? { type: block.type, items: block.items.map((text) => ({ text })) }
        : { type: block.type, content: block.content },
    ),
  }))
  await payload.updateGlobal({ slug: 'home-content', data: { bannerSlides, faq, testimonials }, depth: 0 })
  ctx.log(`home content: ${bannerSlides.length} slides, ${faq.length} FAQ items, ${testimonials.length} testimonials`)
}
