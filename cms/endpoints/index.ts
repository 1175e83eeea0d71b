import type { Endpoint } from 'payload'

import { orderEndpoints } from './orders'
import { publicEndpoints } from './public'

/** The shop API of spec section 7, mounted under /api/shop. */
export const shopEndpoints: Endpoint[] = [...publicEndpoints, ...orderEndpoints]
