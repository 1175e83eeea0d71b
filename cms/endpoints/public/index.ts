import type { Endpoint } from 'payload'

import { blogEndpoints } from './blog'
import { catalogueEndpoints } from './catalogue'
import { codeEndpoints } from './codes'
import { enquiryEndpoints } from './enquiry'
import { settingsEndpoints } from './settings'

export { shopNotFoundEndpoints } from './not-found'

/** Calls anyone may make without a login: catalogue, blog, enquiry and settings. */
export const publicEndpoints: Endpoint[] = [
  ...catalogueEndpoints,
  ...codeEndpoints,
  ...blogEndpoints,
  ...enquiryEndpoints,
  ...settingsEndpoints,
]
