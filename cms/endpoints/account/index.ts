import type { Endpoint } from 'payload'

import { accountEndpoints } from './account'
import { addressEndpoints } from './address'
import { businessEndpoints } from './business'
import { companyEndpoints } from './company'
import { companyMemberEndpoints } from './company-members'
import { companyRequestEndpoints } from './company-requests'
import { passwordEndpoints } from './password'
import { statementEndpoints } from './statement'

/** A customer's account: register, log in, password reset, and the calls that need a login (profile, addresses). */
export const customerAccountEndpoints: Endpoint[] = [
  ...accountEndpoints,
  ...passwordEndpoints,
  ...addressEndpoints,
  ...businessEndpoints,
  ...companyEndpoints,
  ...companyMemberEndpoints,
  ...companyRequestEndpoints,
  ...statementEndpoints,
]
