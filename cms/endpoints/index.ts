import type { Endpoint } from 'payload'

import { customerAccountEndpoints } from './account'
import { orderEndpoints } from './orders'
import { publicEndpoints, shopNotFoundEndpoints } from './public'
import { quoteEndpoints } from './quotes'
import { staffEndpoints } from './staff'

/** The shop API (docs/requirements.md), mounted under /api/shop; the JSON 404 for unknown paths comes last. */
export const shopEndpoints: Endpoint[] = [
  ...publicEndpoints,
  ...customerAccountEndpoints,
  ...orderEndpoints,
  ...quoteEndpoints,
  ...shopNotFoundEndpoints,
]

export { staffEndpoints }
