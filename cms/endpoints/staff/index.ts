import type { Endpoint } from 'payload'

import { catalogueExportEndpoint } from './catalogueExport'
import { catalogueImportEndpoints } from './catalogueImport'
import { lotRecallEndpoints } from './lots'
import { ordersExportEndpoint } from './ordersExport'
import { priceListCsvEndpoint } from './priceListCsv'
import { quotePriceListEndpoint } from './quotePriceList'

/** Staff calls outside Payload's own REST API, under /api/staff. Each checks the caller's role itself. */
export const staffEndpoints: Endpoint[] = [
  ordersExportEndpoint,
  priceListCsvEndpoint,
  quotePriceListEndpoint,
  ...lotRecallEndpoints,
  catalogueExportEndpoint,
  ...catalogueImportEndpoints,
]
