import { lotLabel } from '../../contract/lots'
import { formatPaise } from '../../contract/money'
import { paymentWords } from '../../contract/payment-words'
import { emailLayout, escapeHtml, type EmailContent } from './templates'
import type { Order } from '../../payload-types'

const COMPANY = 'Nuvo Surgical'

/** The lots shipped for a line ("Batch No. … · Exp. 03/2027 · Qty 2"); none before the order ships. */
function lotsOf(order: Order, code: string | null | undefined): string[] {
  return (order.shipment?.lots ?? []).filter((lot) => lot.code === (code ?? '')).map(lotLabel)
}

function itemRows(order: Order): { text: string[]; html: string } {
  const lines = order.lines ?? []
  const text = lines.flatMap((line) => [
    `- ${line.name} (size ${line.size ?? '-'}, code ${line.code ?? '-'}) × ${line.quantity}: ${formatPaise(line.lineTotal)}`,
    ...lotsOf(order, line.code).map((lot) => `  ${lot}`),
  ])
  const cell = 'padding:4px 8px;border-bottom:1px solid #e5e7eb'
  const lotsHtml = (code: string | null | undefined) =>
    lotsOf(order, code)
      .map((lot) => `<br><span style="color:#6b7280">${escapeHtml(lot)}</span>`)
      .join('')
  const html = `<table style="border-collapse:collapse;font-size:14px;width:100%">${lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.name)}<br><span style="color:#6b7280">Size ${escapeHtml(line.size ?? '-')} · Code ${escapeHtml(line.code ?? '-')}</span>${lotsHtml(line.code)}</td>` +
        `<td style="${cell};text-align:right">× ${line.quantity}</td><td style="${cell};text-align:right">${escapeHtml(formatPaise(line.lineTotal))}</td></tr>`,
    )
    .join('')}</table>`
  return { text, html }
}

function totals(order: Order): string[] {
  const rows = [`Subtotal: ${formatPaise(order.subtotal)}`]
  if (order.discount?.code)
    rows.push(`Discount ${order.discount.code} (${order.discount.percent} %): − ${formatPaise(order.discount.amount ?? 0)}`)
  rows.push(`Total: ${formatPaise(order.total)} (taxes included)`)
  rows.push(`Payment: ${paymentWords(order)}`)
  return rows
}

function addressLine(order: Order): string {
  const a = order.address ?? {}
  // A company location is named first, as on the invoice.
  return [order.locationName, a.doorNo, a.streetName, a.landMark, `${a.city ?? ''}, ${a.state ?? ''} - ${a.pincode ?? ''}`]
    .filter(Boolean)
    .join(', ')
}

/** The buyer's GST registration, purchase order, cost centre and approver, when the order carries them. */
function buyerTaxRows(order: Order): string[] {
  return [
    ...(order.gstin ? [`GSTIN: ${order.gstin}${order.businessName ? ` (${order.businessName})` : ''}`] : []),
    ...(order.poNumber ? [`PO number: ${order.poNumber}`] : []),
    ...(order.costCentre ? [`Cost centre: ${order.costCentre}`] : []),
    ...(order.approverName ? [`Approved by: ${order.approverName}`] : []),
  ]
}

/** Courier and tracking of a shipped order, as text and HTML (with the tracking link); none before it ships. */
function shipmentLines(order: Order): { text: string[]; html: string } {
  const shipment = order.shipment
  if (order.status !== 'SHIPPED' || !shipment?.courier || !shipment.trackingNumber) return { text: [], html: '' }
  const url = shipment.trackingUrl
  const text = `Courier: ${shipment.courier}, tracking number ${shipment.trackingNumber}${url ? `: ${url}` : ''}`
  const number = escapeHtml(shipment.trackingNumber)
  const link = url ? `<a href="${escapeHtml(url)}">${number}</a>` : number
  return { text: [text], html: `<p><strong>Courier:</strong> ${escapeHtml(shipment.courier)} · <strong>Tracking:</strong> ${link}</p>` }
}

function orderEmail(heading: string, subject: string, intro: string, order: Order): EmailContent {
  const items = itemRows(order)
  const shipment = shipmentLines(order)
  const taxRows = buyerTaxRows(order)
  const text = [
    intro,
    ...shipment.text,
    '',
    `Order ID: ${order.orderId}`,
    ...taxRows,
    ...items.text,
    '',
    ...totals(order),
    `Deliver to: ${addressLine(order)}`,
  ].join('\n')
  const html = emailLayout(
    heading,
    [
      `<p>${escapeHtml(intro)}</p>`,
      shipment.html,
      `<p><strong>Order ID:</strong> ${escapeHtml(order.orderId)}${taxRows.map((row) => `<br>${escapeHtml(row)}`).join('')}</p>`,
      items.html,
      `<p>${totals(order).map(escapeHtml).join('<br>')}</p>`,
      `<p><strong>Deliver to:</strong> ${escapeHtml(addressLine(order))}</p>`,
    ].join(''),
  )
  return { subject, html, text }
}

/** To the buyer, when an order is placed. */
export function orderPlacedCustomerEmail(order: Order, name: string): EmailContent {
  return orderEmail(
    'Thank you for your order',
    `Your ${COMPANY} order ${order.orderId} is placed`,
    `Hello ${name}, we have received your order. We will let you know when it ships.`,
    order,
  )
}

/** To staff (STAFF_EMAIL), when an order is placed. */
export function orderPlacedStaffEmail(order: Order, customer: { name: string; email: string }): EmailContent {
  return orderEmail(
    'New order',
    `New order ${order.orderId}: ${formatPaise(order.total)} (${order.paymentType})`,
    `${customer.name} (${customer.email}) placed an order.`,
    order,
  )
}

const STATUS_TEXT: Record<Order['status'], string> = {
  ORDERED: 'has been received',
  SHIPPED: 'has been shipped',
  DELIVERED: 'has been delivered',
  CANCELLED: 'has been cancelled',
}

/** To the buyer, when staff move the order to another status. */
export function orderStatusEmail(order: Order, name: string): EmailContent {
  return orderEmail(
    `Order ${order.status.toLowerCase()}`,
    `Your ${COMPANY} order ${order.orderId} is ${order.status}`,
    `Hello ${name}, your order ${STATUS_TEXT[order.status]}.`,
    order,
  )
}
