import type { Access, CollectionConfig, Field } from 'payload'

import { nobody } from '../access'

/**
 * A record the server's own code writes once and nobody changes afterwards: listed newest first, never duplicated,
 * readable by `read`, and never created, updated or deleted through REST or the admin.
 */
export function appendOnly(read: Access): Pick<CollectionConfig, 'defaultSort' | 'disableDuplicate' | 'access'> {
  return { defaultSort: '-createdAt', disableDuplicate: true, access: { read, create: nobody, update: nobody, delete: nobody } }
}

/** When an append-only record was written, to the second. */
export const writtenAtField: Field = {
  name: 'createdAt',
  label: 'When',
  type: 'date',
  index: true,
  admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm:ss' } },
}
