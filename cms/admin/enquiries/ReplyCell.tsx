import { replyMailto } from './reply-link'

/** The enquiries list's "Reply" column. */
export default function ReplyCell({ rowData }: { rowData: { name?: string; email?: string; enquiry?: string } }) {
  const href = replyMailto(rowData)
  return href ? <a href={href}>Reply by email</a> : null
}
