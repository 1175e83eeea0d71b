import type { TextField } from 'payload'

import { slugify } from '../lib/slug'

/** A unique slug, filled from `sourceField` with the shop's rule when left empty, and normalised when typed. */
export function slugField(sourceField: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Made from the ${sourceField} when left empty.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const typed = typeof value === 'string' && value.trim() !== '' ? value : data?.[sourceField]
          return typeof typed === 'string' ? slugify(typed) : value
        },
      ],
    },
  }
}
