import type { Endpoint } from 'payload'

import { accountEndpoints } from './account'
import { addressEndpoints } from './address'
import { blogEndpoints } from './blog'
import { catalogueEndpoints } from './catalogue'
import { codeEndpoints } from './codes'
import { enquiryEndpoints } from './enquiry'
import { passwordEndpoints } from './password'
import { settingsEndpoints } from './settings'

export { shopNotFoundEndpoints } from './not-found'

/** Catalogue, blog, account, address, enquiry and settings calls. */
export const publicEndpoints: Endpoint[] = [
  ...catalogueEndpoints,
  ...codeEndpoints,
  ...blogEndpoints,
  ...accountEndpoints,
  ...passwordEndpoints,
  ...addressEndpoints,
  ...enquiryEndpoints,
  ...settingsEndpoints,
]
