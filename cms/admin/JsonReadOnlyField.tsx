'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

import './json-read-only-field.scss'

/**
 * A JSON field shown as formatted text. Payload's own JSON field loads the Monaco editor from a CDN, which the admin's
 * content policy blocks (nothing is fetched from outside the shop): its box would stay empty.
 */
export const JsonReadOnlyField: JSONFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type json-field read-only json-read-only">
      <FieldLabel label={field.label} path={path} />
      <pre id={id} className="json-read-only__text" tabIndex={0} aria-label={typeof field.label === 'string' ? field.label : path}>
        {value === undefined || value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
