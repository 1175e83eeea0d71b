'use client'

import { useFormFields } from '@payloadcms/ui'

import { replyMailto } from './reply-link'

/** On an enquiry: answer it from the staff member's own mail program, then mark it handled. */
export default function ReplyField() {
  const { name, email, enquiry } = useFormFields(([fields]) => ({
    name: fields.name?.value as string | undefined,
    email: fields.email?.value as string | undefined,
    enquiry: fields.enquiry?.value as string | undefined,
  }))
  const href = replyMailto({ name, email, enquiry })
  if (!href) return null
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-medium" style={{ margin: 0 }} href={href}>
        Reply by email
      </a>
    </p>
  )
}
