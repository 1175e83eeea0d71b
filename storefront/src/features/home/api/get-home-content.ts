import { queryOptions, useQuery } from '@tanstack/react-query'

import { cmsApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'
import { toImage, type PayloadMedia } from '@/lib/payload-media'

type Nullish<T> = T | null | undefined

/** The `home-content` global as Payload's REST API answers it at depth 1 (fields the staff left empty are null). */
type HomeContentAnswer = {
  bannerSlides?: Nullish<
    {
      image?: PayloadMedia
      heading: string
      paragraph: string
      button1Text?: Nullish<string>
      button1Route?: Nullish<string>
      button2Text?: Nullish<string>
      button2Route?: Nullish<string>
    }[]
  >
  faq?: Nullish<
    {
      question: string
      answer?: Nullish<{ type: 'paragraph' | 'list' | 'bold'; content?: Nullish<string>; items?: Nullish<{ text: string }[]> }[]>
    }[]
  >
  testimonials?: Nullish<{ id?: Nullish<string>; description: string; author: string; role?: Nullish<string>; avatar?: PayloadMedia }[]>
}

/** The home page's content in the shape its sections draw: empty lists for what the staff left out. */
function toHomeContent(content: HomeContentAnswer) {
  return {
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
  }
}
export type HomeContent = ReturnType<typeof toHomeContent>
export type BannerSlide = HomeContent['bannerSlides'][number]
export type FaqItem = HomeContent['faq'][number]
export type Testimonial = HomeContent['testimonials'][number]

/** Banner slides, FAQ and testimonials: the staff-editable `home-content` global (Payload REST, depth 1). */
export async function getHomeContent(signal?: AbortSignal) {
  return toHomeContent(await cmsApi.get<HomeContentAnswer>('/globals/home-content?depth=1', { signal }))
}

export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['globals', 'home-content'],
    queryFn: ({ signal }) => getHomeContent(signal),
    initialData: () => {
      const answer = initialAnswer<HomeContentAnswer>('home-content')
      return answer ? toHomeContent(answer) : undefined
    },
  })

export function useHomeContent() {
  return useQuery(homeContentQueryOptions())
}
