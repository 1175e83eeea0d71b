import type { Endpoint } from 'payload'

import { customerAccountEndpoints } from './account'
import { orderEndpoints } from './orders'
import { publicEndpoints, shopNotFoundEndpoints } from './public'

/** The shop API (docs/requirements.md), mounted under /api/shop; the JSON 404 for unknown paths comes last. */
export const shopEndpoints: Endpoint[] = [...publicEndpoints, ...customerAccountEndpoints, ...orderEndpoints, ...shopNotFoundEndpoints]
