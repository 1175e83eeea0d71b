/** What a member of a company may do (docs/decisions/067-companies.md). */
export const COMPANY_ROLES = ['admin', 'buyer', 'approver', 'accounts'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
}

/** PAN: five letters, four digits, one letter (the 3rd to 12th characters of a GSTIN). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/

export const COMPANY_MESSAGES = {
  panInvalid: 'Enter a valid 10-character PAN, e.g. AAAPL1234C',
  noAdmin: 'A company needs at least one member with the admin role',
  memberTwice: 'This customer is listed twice',
  inAnotherCompany: 'This customer is already a member of another company',
  unknownLocation: 'Choose locations of this company',
  unknownState: 'Enter a state or union territory of India',
  gstinStateMismatch: "The GSTIN's state code does not match the location's state",
  notAMember: 'You are not a member of a company',
} as const
