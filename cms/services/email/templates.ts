import type { EnquiryRequest } from '../../contract/enquiry'

export type EmailContent = { subject: string; html: string; text: string }

const COMPANY = 'Nuvo Surgical'

/** Escapes text for an HTML email body. Every value that came from a user goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** The shared frame of every email: a heading and already-escaped body HTML. */
export function emailLayout(heading: string, bodyHtml: string): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f9fafb;padding:24px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;color:#5f63b8;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    bodyHtml,
    `<p style="font-size:12px;color:#6b7280;margin-top:24px">${COMPANY}</p>`,
    '</div></body></html>',
  ].join('')
}

/** The link a customer follows to choose a new password; valid for one hour and one use. */
export function passwordResetEmail(input: { name: string; resetUrl: string }): EmailContent {
  const subject = `Reset your ${COMPANY} password`
  const text = [
    `Hello ${input.name},`,
    '',
    'We received a request to reset the password of your account. Open this link to choose a new one:',
    input.resetUrl,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.',
  ].join('\n')
  const html = emailLayout(
    'Reset your password',
    [
      `<p>Hello ${escapeHtml(input.name)},</p>`,
      '<p>We received a request to reset the password of your account. Use the button below to choose a new one.</p>',
      `<p><a href="${escapeHtml(input.resetUrl)}" style="display:inline-block;background:#5f63b8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset password</a></p>`,
      `<p style="font-size:13px">Or paste this address into your browser:<br>${escapeHtml(input.resetUrl)}</p>`,
      '<p style="font-size:13px">The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email.</p>',
    ].join(''),
  )
  return { subject, html, text }
}

type StoredEnquiry = Required<Pick<EnquiryRequest, 'name' | 'email'>> & { phoneNumber: string; enquiry: string; id: string }

/** Tells staff that the Contact Us form was sent. */
export function enquiryReceivedEmail(enquiry: StoredEnquiry): EmailContent {
  const subject = `New enquiry from ${enquiry.name}`
  const text = [
    'A new enquiry arrived through the Contact Us form.',
    '',
    `Name: ${enquiry.name}`,
    `Phone: ${enquiry.phoneNumber}`,
    `Email: ${enquiry.email}`,
    `Enquiry: ${enquiry.enquiry || '(empty)'}`,
    `Reference: ${enquiry.id}`,
  ].join('\n')
  const rows = [
    ['Name', enquiry.name],
    ['Phone', enquiry.phoneNumber],
    ['Email', enquiry.email],
    ['Enquiry', enquiry.enquiry || '(empty)'],
    ['Reference', enquiry.id],
  ]
  const html = emailLayout(
    'New enquiry',
    `<table style="border-collapse:collapse;font-size:14px">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  )
  return { subject, html, text }
}
