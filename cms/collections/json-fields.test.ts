import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { globals } from '../globals'
import { collections } from './index'

/** Every field of `fields` with the path staff see it under, into groups, rows, arrays, tabs and blocks. */
function* allFields(fields: readonly Field[], prefix = ''): Generator<{ path: string; field: Field }> {
  for (const field of fields) {
    const path = 'name' in field && field.name ? `${prefix}${field.name}` : prefix.replace(/\.$/, '') || field.type
    yield { path, field }
    const inner = 'name' in field && field.name ? `${path}.` : prefix
    if ('fields' in field && field.fields) yield* allFields(field.fields, inner)
    if (field.type === 'tabs')
      for (const tab of field.tabs) yield* allFields(tab.fields, 'name' in tab && tab.name ? `${inner}${tab.name}.` : inner)
    if (field.type === 'blocks') for (const block of field.blocks) yield* allFields(block.fields, `${inner}${block.slug}.`)
  }
}

const shownToStaff = (admin: unknown) => (admin as { hidden?: unknown } | undefined)?.hidden !== true

describe('JSON and code fields in the admin', () => {
  it("are shown by the shop's own component wherever staff see them: Payload's editor loads Monaco from a CDN, which the admin's content policy blocks", () => {
    const documents = [
      ...collections.map((collection) => ({ name: collection.slug, admin: collection.admin, fields: collection.fields })),
      ...globals.map((global) => ({ name: global.slug, admin: global.admin, fields: global.fields })),
    ]
    const withPayloadsEditor = documents
      .filter((document) => shownToStaff(document.admin))
      .flatMap(({ name, fields }) =>
        [...allFields(fields)]
          .filter(({ field }) => field.type === 'json' || field.type === 'code')
          .filter(({ field }) => shownToStaff(field.admin) && !('hidden' in field && field.hidden))
          .filter(({ field }) => !(field.admin?.components as { Field?: unknown } | undefined)?.Field)
          .map(({ path }) => `${name}.${path}`),
      )
    expect(withPayloadsEditor).toEqual([])
  })
})
