import { describe, expect, it } from 'vitest'

import type { HomeContent, Media } from '../payload-types'
import { homeFirstData } from './home-first-data'

const media = (name: string): Media => ({
  id: `${name}-id`,
  alt: `${name} alt`,
  url: `/media/${name}.webp`,
  filename: `${name}.webp`,
  mimeType: 'image/webp',
  filesize: 12000,
  width: 1600,
  height: 700,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  sizes: {
    card: { url: `/media/${name}-480.webp`, width: 480, height: 210, filename: `${name}-480.webp`, filesize: 2700, mimeType: 'image/webp' },
    thumbnail: { url: null, width: null, height: null },
  },
})

const home: HomeContent = {
  id: 'home',
  bannerSlides: [
    { id: 's1', image: media('slide'), heading: 'Sutures', paragraph: 'Made here', button1Text: 'Shop', button1Route: '/categories' },
  ],
  faq: [{ id: 'f1', question: 'Why?', answer: [{ id: 'a1', type: 'list', content: null, items: [{ id: 'i1', text: 'Because' }] }] }],
  testimonials: [
    { id: 't1', description: 'Good', author: 'Dr. A', role: 'Surgeon', avatar: media('avatar') },
    { id: 't2', description: 'Fine', author: 'Dr. B', avatar: 'not-populated' },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('the home content sent with the home page', () => {
  it('keeps what the sections draw, in the shape of the REST answer', () => {
    expect(homeFirstData(home)).toEqual({
      bannerSlides: [
        {
          heading: 'Sutures',
          paragraph: 'Made here',
          button1Text: 'Shop',
          button1Route: '/categories',
          image: {
            url: '/media/slide.webp',
            alt: 'slide alt',
            width: 1600,
            height: 700,
            sizes: { card: { url: '/media/slide-480.webp', width: 480 } },
          },
        },
      ],
      faq: [{ question: 'Why?', answer: [{ type: 'list', content: null, items: [{ text: 'Because' }] }] }],
      testimonials: [
        {
          id: 't1',
          description: 'Good',
          author: 'Dr. A',
          role: 'Surgeon',
          avatar: {
            url: '/media/avatar.webp',
            alt: 'avatar alt',
            width: 1600,
            height: 700,
            sizes: { card: { url: '/media/avatar-480.webp', width: 480 } },
          },
        },
        { id: 't2', description: 'Fine', author: 'Dr. B', avatar: null },
      ],
    })
  })

  it("leaves out Payload's file names, byte counts, ids and dates", () => {
    const text = JSON.stringify(homeFirstData(home))
    for (const left of ['filename', 'filesize', 'mimeType', 'createdAt', 'updatedAt', 'slide-id', '"s1"', '"f1"', '"a1"', '"i1"'])
      expect(text).not.toContain(left)
  })
})
