'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { packingSlipsUrl } from './links'

/** Next to the order's save button: its packing slip, in a new tab, ready to print. */
export default function OrderPackingSlipButton() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return null
  return (
    <a
      className="btn btn--style-secondary btn--size-medium"
      style={{ margin: 0 }}
      href={packingSlipsUrl([id])}
      target="_blank"
      rel="noopener"
    >
      Packing slip
    </a>
  )
}
