import type { Endpoint } from 'payload'

import { catalogueExportEndpoint } from './catalogue-export'
import { catalogueImportEndpoints } from './catalogue-import'
import { lotRecallEndpoints } from './lots'
import { ordersExportEndpoint } from './orders-export'
import { pickEndpoint } from './pick'
import { priceListCsvEndpoint } from './price-list-csv'
import { quotePriceListEndpoint } from './quote-price-list'
import { stockCodeEndpoints } from './stock-codes'
import { stockEndpoints } from './stock'
import { stockImportEndpoints } from './stock-imports'
import { stockReportEndpoints } from './stock-reports'

/** Staff calls outside Payload's own REST API, under /api/staff. Each checks the caller's role itself. */
export const staffEndpoints: Endpoint[] = [
  ordersExportEndpoint,
  pickEndpoint,
  priceListCsvEndpoint,
  quotePriceListEndpoint,
  ...lotRecallEndpoints,
  catalogueExportEndpoint,
  ...catalogueImportEndpoints,
  ...stockCodeEndpoints,
  ...stockEndpoints,
  ...stockImportEndpoints,
  ...stockReportEndpoints,
]
