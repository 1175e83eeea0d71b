import type { JSONField } from 'payload'

/**
 * A JSON field staff read but do not edit, shown as formatted text (admin/JsonReadOnlyField): Payload's own JSON
 * field loads the Monaco editor from a CDN, which the admin's content policy blocks, so its box would stay empty.
 */
export function readOnlyJsonField(
  name: string,
  { required = false, description }: { required?: boolean; description?: string } = {},
): JSONField {
  return {
    name,
    type: 'json',
    required,
    admin: { readOnly: true, description, components: { Field: '/admin/JsonReadOnlyField#JsonReadOnlyField' } },
  }
}
