import { AFTER_SALE_DEFAULTS } from '../../cms/contract/after-sale'
import type { SiteSetting } from '../../cms/payload-types'

/**
 * The company's contact data. Every value is an obvious placeholder (example.com, 00000 numbers): replace them in
 * the admin (Settings → Site settings) before going live.
 */
export const SITE_SETTINGS: Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> = {
  companyName: 'Nuvo Surgical',
  phones: [
    { label: 'Sales', number: '+91 00000 00001' },
    { label: 'Customer support', number: '+91 00000 00002' },
  ],
  email: 'sales@example.com',
  address: 'Plot 0, Example Industrial Estate, Sector 00, Sonipat, Haryana, India (example address)',
  mapLink: 'https://maps.example.com/?q=Nuvo+Surgical+Haryana',
  chatLink: 'https://chat.example.com/nuvo-surgical',
  openingHours: {
    days: 'Mo-Sa',
    opens: '09:00',
    closes: '18:00',
    label: 'Monday to Saturday, 09:00 to 18:00',
  },
  // An example registration in Haryana (06); the GSTIN passes the check digit but belongs to no one.
  taxIdentity: {
    legalName: 'Nuvo Surgical Private Limited (example)',
    gstin: '06AAAAA0000A1Z6',
    registeredAddress: 'Plot 0, Example Industrial Estate, Sector 00, Sonipat, Haryana 131001, India',
    stateCode: '06',
    invoicePrefix: 'NS',
    creditNotePrefix: 'NSC',
    signatory: 'Authorised Signatory (example)',
  },
  afterSale: { ...AFTER_SALE_DEFAULTS },
}
