import { STAFF_ROLE_LABELS } from '../../access'
import { GST_STATES } from '../../contract/gst-states'
import { catalogueCodes } from './catalogue-codes'
import { asOptionLabels, asPercent, asShopDate, asText, asYesNo, auditedField, type AuditSpec, type ValueFormat } from './describe'

/**
 * What the audit trail keeps of each audited collection and global (docs/decisions/022-audit-trail.md): the fields
 * that decide what buyers pay and what invoices say, who may do what, and where orders stand. Passwords and tokens
 * are never among them.
 */

export const productAudit: AuditSpec = {
  kind: 'Product',
  labelOf: (doc) => asText(doc.name),
  describers: [
    auditedField('name', 'Name'),
    auditedField('_status', 'Published state'),
    catalogueCodes,
    auditedField('hsnCode', 'HSN code'),
    auditedField('gstRate', 'GST rate', asPercent),
    auditedField('tracksLots', 'Tracks lots', asYesNo),
    auditedField('tracksStock', 'Tracks stock', asYesNo),
    auditedField('allowBackorder', 'Allows backorders', asYesNo),
    auditedField('leadTimeDays', 'Lead time (days)'),
  ],
}

export const discountCodeAudit: AuditSpec = {
  kind: 'Discount code',
  labelOf: (doc) => asText(doc.code),
  describers: [
    auditedField('code', 'Code'),
    auditedField('percent', 'Discount', asPercent),
    auditedField('active', 'Active', asYesNo),
    auditedField('validFrom', 'Valid from', asShopDate),
    auditedField('validUntil', 'Valid until', asShopDate),
  ],
}

export const gstRateAudit: AuditSpec = {
  kind: 'GST rate',
  labelOf: (doc) => asText(doc.label),
  describers: [auditedField('rate', 'Rate', asPercent), auditedField('label', 'Label')],
}

export const staffAudit: AuditSpec = {
  kind: 'Staff member',
  labelOf: (doc) => asText(doc.email),
  describers: [
    auditedField('email', 'Email'),
    auditedField('name', 'Name'),
    auditedField('roles', 'Roles', asOptionLabels(STAFF_ROLE_LABELS)),
  ],
}

export const orderAudit: AuditSpec = {
  kind: 'Order',
  labelOf: (doc) => asText(doc.orderId),
  describers: [auditedField('status', 'Status'), auditedField('paymentStatus', 'Payment status')],
}

const phones: ValueFormat = (value) =>
  asText(
    ((value ?? []) as { label?: string | null; number?: string | null }[]).map((phone) =>
      [phone.label, phone.number].filter(Boolean).join(' '),
    ),
  )

const stateNames = Object.fromEntries(GST_STATES.map((state) => [state.code, `${state.code} ${state.name}`]))

export const siteSettingsAudit: AuditSpec = {
  kind: 'Site settings',
  labelOf: () => 'Site settings',
  describers: [
    auditedField('companyName', 'Company name'),
    auditedField('phones', 'Phones', phones),
    auditedField('email', 'Email'),
    auditedField('address', 'Address'),
    auditedField('mapLink', 'Map link'),
    auditedField('chatLink', 'Chat link'),
    auditedField('openingHours.days', 'Opening days'),
    auditedField('openingHours.opens', 'Opens at'),
    auditedField('openingHours.closes', 'Closes at'),
    auditedField('openingHours.label', 'Opening hours'),
    auditedField('taxIdentity.legalName', 'Legal name'),
    auditedField('taxIdentity.gstin', 'GSTIN'),
    auditedField('taxIdentity.registeredAddress', 'Registered address'),
    auditedField('taxIdentity.stateCode', 'GST state', asOptionLabels(stateNames)),
    auditedField('taxIdentity.invoicePrefix', 'Invoice series prefix'),
    auditedField('taxIdentity.creditNotePrefix', 'Credit-note series prefix'),
    auditedField('taxIdentity.signatory', 'Authorised signatory'),
    auditedField('afterSale.cancelWithinHours', 'Cancellation window (hours)'),
    auditedField('afterSale.returnWithinDays', 'Return window (days)'),
    auditedField('minimumDaysToExpiry', 'Minimum days to expiry when shipping'),
    auditedField('minimumShelfLifeMonths', 'Minimum shelf life for available stock (months)'),
    auditedField('lowStockThreshold', 'Low stock below'),
    auditedField('releaseUnpaidAfterMinutes', 'Release unpaid online orders after (minutes)'),
  ],
}
