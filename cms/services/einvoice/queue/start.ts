import type { Payload } from 'payload'

import { env } from '../../../env'
import { gspPortal } from './gsp-portal'
import { startEInvoiceQueue } from './schedule'

/** With e-invoicing on, the server processes register pending tax documents through the GSP in the background. */
export function startEInvoiceRegistration(payload: Payload): void {
  const config = env()
  if (config.EINVOICE_ENABLED) startEInvoiceQueue(payload, gspPortal(config))
}
