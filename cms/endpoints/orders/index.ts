import type { Endpoint } from 'payload'

import { cancelRoutes } from './cancel'
import { cartRoutes } from './cart'
import { discountRoutes } from './discount'
import { eInvoiceReconciliationRoute, gstr1Route, taxDocumentRoutes } from './invoice'
import { orderRoutes } from './order'
import { paymentRoutes } from './payment'
import { returnRoutes } from './returns'

/** Cart, order, discount and payment calls, under /api/shop. */
export const orderEndpoints: Endpoint[] = [
  ...cartRoutes,
  ...orderRoutes,
  ...cancelRoutes,
  ...returnRoutes,
  ...taxDocumentRoutes,
  gstr1Route,
  eInvoiceReconciliationRoute,
  ...discountRoutes,
  ...paymentRoutes,
]
