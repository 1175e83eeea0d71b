import type { Endpoint } from 'payload'

import { ordersExportEndpoint } from './ordersExport'

/** Staff calls outside Payload's own REST API, under /api/staff. Each checks the caller's role itself. */
export const staffEndpoints: Endpoint[] = [ordersExportEndpoint]
