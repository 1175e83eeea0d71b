import type { Endpoint } from 'payload'

import { cartRoutes } from './cart'
import { discountRoutes } from './discount'
import { orderRoutes } from './order'
import { paymentRoutes } from './payment'

/** Cart, order, discount and payment calls (docs/requirements.md), under /api/shop. */
export const orderEndpoints: Endpoint[] = [...cartRoutes, ...orderRoutes, ...discountRoutes, ...paymentRoutes]
