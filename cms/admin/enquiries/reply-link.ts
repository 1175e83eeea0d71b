/** A mailto: link that opens the staff member's mail program with a reply to an enquiry, the message quoted. */
export function replyMailto(enquiry: { name?: string | null; email?: string | null; enquiry?: string | null }): string | null {
  if (!enquiry.email) return null
  const quoted = (enquiry.enquiry ?? '')
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `Dear ${enquiry.name ?? 'customer'},\n\n\n\n--\nNuvo Surgical\n\n${quoted}`
  const query = new URLSearchParams({ subject: 'Re: your enquiry to Nuvo Surgical', body }).toString().replace(/\+/g, '%20')
  return `mailto:${encodeURIComponent(enquiry.email)}?${query}`
}
