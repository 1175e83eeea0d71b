import type { SelectField } from 'payload'

import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '../../contract/company'

/** A member's role in a company, on the company's members and on an invitation alike. */
export const companyRoleField: SelectField = {
  name: 'role',
  type: 'select',
  required: true,
  options: COMPANY_ROLES.map((value) => ({ value, label: COMPANY_ROLE_LABELS[value] })),
}
