import type { CompanyRole } from '../../cms/contract/company'

/**
 * A hospital buying as one company (docs/decisions/067-companies.md): an admin, two buyers, an approver and accounts,
 * two locations in different states, and approval for orders above ₹50,000 (rupees, as staff type them). The logins
 * are listed in the README.
 */
export type SeedMember = { name: string; email: string; phoneNumber: string; password: string; role: CompanyRole }

export const DEMO_COMPANY_MEMBERS: SeedMember[] = [
  { name: 'Dr. Anjali Rao', email: 'citycare.admin@example.com', phoneNumber: '9876500101', password: 'CityCare#101', role: 'admin' },
  { name: 'Suresh Kumar', email: 'citycare.buyer1@example.com', phoneNumber: '9876500102', password: 'CityCare#102', role: 'buyer' },
  { name: 'Meena Joshi', email: 'citycare.buyer2@example.com', phoneNumber: '9876500103', password: 'CityCare#103', role: 'buyer' },
  { name: 'Dr. Vikram Singh', email: 'citycare.approver@example.com', phoneNumber: '9876500104', password: 'CityCare#104', role: 'approver' },
  { name: 'Farah Khan', email: 'citycare.accounts@example.com', phoneNumber: '9876500105', password: 'CityCare#105', role: 'accounts' },
]

export const DEMO_COMPANY = {
  name: 'City Care Hospital',
  type: 'hospital',
  pan: 'AABCC4321H',
  locations: [
    {
      name: 'City Care Hospital – Central Stores, Delhi',
      gstin: '07AABCC4321H1Z3',
      doorNo: 'Plot 12',
      streetName: 'Sector 5, Dwarka',
      landMark: 'Near Metro Station',
      city: 'New Delhi',
      state: 'Delhi',
      pincode: '110075',
    },
    {
      name: 'City Care Hospital – Jaipur Unit',
      gstin: '08AABCC4321H1Z1',
      doorNo: '45',
      streetName: 'Tonk Road',
      landMark: null,
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302018',
    },
  ],
  approvalAboveRupees: 50_000,
  /** Shared by every member: one limit, one statement (docs/decisions/076). */
  credit: { limitRupees: 500_000, termsDays: 30 },
  costCentres: ['Operation theatres', 'Wards', 'Emergency'],
} as const
