import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { payloadMediaSchema, toImage } from '@/lib/payload-media'
import { cmsApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

const answerBlockSchema = z.object({
  type: z.enum(['paragraph', 'list', 'bold']),
  content: z.string().nullish(),
  items: z.array(z.object({ text: z.string() })).nullish(),
})

const homeContentSchema = z
  .object({
    bannerSlides: z
      .array(
        z.object({
          image: payloadMediaSchema,
          heading: z.string(),
          paragraph: z.string(),
          button1Text: z.string().nullish(),
          button1Route: z.string().nullish(),
          button2Text: z.string().nullish(),
          button2Route: z.string().nullish(),
        }),
      )
      .nullish(),
    faq: z.array(z.object({ question: z.string(), answer: z.array(answerBlockSchema).nullish() })).nullish(),
    testimonials: z
      .array(
        z.object({
          id: z.string().nullish(),
          description: z.string(),
          author: z.string(),
          role: z.string().nullish(),
          avatar: payloadMediaSchema,
        }),
      )
      .nullish(),
  })
  .transform((content) => ({
    bannerSlides: (content.bannerSlides ?? []).map((slide) => ({
      image: toImage(slide.image),
      heading: slide.heading,
      paragraph: slide.paragraph,
      buttons: [
        { text: slide.button1Text, route: slide.button1Route },
        { text: slide.button2Text, route: slide.button2Route },
      ].flatMap((button) => (button.text && button.route ? [{ text: button.text, route: button.route }] : [])),
    })),
    faq: (content.faq ?? []).map((item) => ({
      question: item.question,
      answer: (item.answer ?? []).map((block) => ({
        type: block.type,
        content: block.content ?? '',
        items: (block.items ?? []).map((entry) => entry.text),
      })),
    })),
    testimonials: (content.testimonials ?? []).map((entry, index) => ({
      id: entry.id ?? String(index),
      description: entry.description,
      author: entry.author,
      role: entry.role ?? null,
      avatar: toImage(entry.avatar),
    })),
  }))
export type HomeContent = z.output<typeof homeContentSchema>
export type BannerSlide = HomeContent['bannerSlides'][number]
export type FaqItem = HomeContent['faq'][number]
export type Testimonial = HomeContent['testimonials'][number]

/** Banner slides, FAQ and testimonials: the staff-editable `home-content` global (Payload REST, depth 1). */
export async function getHomeContent(signal?: AbortSignal) {
  return cmsApi.get('/globals/home-content?depth=1', homeContentSchema, { signal })
}

export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['globals', 'home-content'],
    queryFn: ({ signal }) => getHomeContent(signal),
    initialData: () => initialAnswer('home-content', homeContentSchema),
  })

export function useHomeContent() {
  return useQuery(homeContentQueryOptions())
}
