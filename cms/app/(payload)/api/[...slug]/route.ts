import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRest } from '../../../../endpoints/rest/gate'
import { storefrontRoutes } from '../../../../storefront-host/routes'
import { shareStorefrontRoutes } from '../../../../storefront-host/shared-routes'

// The storefront's route files answer through this route's copy of the shop's code.
shareStorefrontRoutes(storefrontRoutes)

export const GET = guardRest(REST_GET(config), config)
export const POST = guardRest(REST_POST(config), config)
export const DELETE = guardRest(REST_DELETE(config), config)
export const PATCH = guardRest(REST_PATCH(config), config)
export const PUT = guardRest(REST_PUT(config), config)
export const OPTIONS = guardRest(REST_OPTIONS(config), config)
