import type { GlobalConfig } from 'payload'

import { anyone, catalogueEditors } from '../access'
import { globalInvalidatesCache } from '../services/for-collections'

/** The editable parts of the home page: banner slides, FAQ and testimonials. */
export const HomeContent: GlobalConfig = {
  slug: 'home-content',
  admin: { group: 'Settings' },
  // Page heads and first-load data carry this content (cms/seo/site-data.ts): an edit shows on the next request.
  hooks: { afterChange: [globalInvalidatesCache(['content'])] },
  access: { read: anyone, update: catalogueEditors },
  fields: [
    {
      name: 'bannerSlides',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'heading', type: 'text', required: true },
        { name: 'paragraph', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'button1Text', type: 'text' },
            { name: 'button1Route', type: 'text' },
            { name: 'button2Text', type: 'text' },
            { name: 'button2Route', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'faq',
      label: 'FAQ',
      type: 'array',
      fields: [
        { name: 'question', type: 'text', required: true },
        {
          name: 'answer',
          type: 'array',
          minRows: 1,
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'paragraph',
              options: ['paragraph', 'list', 'bold'],
            },
            { name: 'content', type: 'textarea', admin: { condition: (_, sibling) => sibling?.type !== 'list' } },
            {
              name: 'items',
              type: 'array',
              admin: { condition: (_, sibling) => sibling?.type === 'list' },
              fields: [{ name: 'text', type: 'text', required: true }],
            },
          ],
        },
      ],
    },
    {
      name: 'testimonials',
      type: 'array',
      fields: [
        { name: 'description', type: 'textarea', required: true },
        { name: 'author', type: 'text', required: true },
        { name: 'role', type: 'text' },
        { name: 'avatar', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
