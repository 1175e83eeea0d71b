import { env, type Env } from '../../../env'
import type { TaxDocument } from '../../../payload-types'
import type { TaxDocumentData } from '../../invoices/document'
import { buildChallanEwayBillRequest } from '../challan-eway-bill'
import { createGspClient, type GspClient } from '../gsp-client'
import { buildIrpRequest } from '../request'
import { gspSettingsFrom } from '../settings'
import type { RegistrationPortal } from './portal'

/** One client per seller GSTIN, so its access token lasts across passes of the queue. */
const clients = new Map<string, GspClient>()

function clientFor(config: Env, sellerGstin: string): GspClient {
  const cached = clients.get(sellerGstin)
  if (cached) return cached
  const settings = gspSettingsFrom(config, sellerGstin)
  if (!settings) throw new Error('E-invoicing is off or its GSP settings are missing')
  const client = createGspClient(settings)
  clients.set(sellerGstin, client)
  return client
}

const requestOf = (document: TaxDocument) =>
  buildIrpRequest({ kind: document.kind, number: document.number, issuedAt: document.issuedAt, data: document.data as TaxDocumentData })

/**
 * The portal through the GSP the settings name, as the seller who issued each document (its frozen GSTIN). A document
 * whose request cannot be built (a B2C invoice, a challan) throws a plain error, which the queue stores as its failure.
 */
export function gspPortal(config: Env = env()): RegistrationPortal {
  const client = (document: TaxDocument) => clientFor(config, (document.data as TaxDocumentData).seller.gstin)
  return {
    register: (document) => client(document).generate(requestOf(document)),
    find: (document) => {
      const { DocDtls } = requestOf(document)
      return client(document).findByDocument({ type: DocDtls.Typ, number: DocDtls.No, date: (document.data as TaxDocumentData).date })
    },
    cancel: (document, reason, remark) => client(document).cancel(document.eInvoice?.irn ?? '', reason, remark),
    generateEwayBill: (document, partB) =>
      document.kind === 'delivery-challan'
        ? client(document).generateChallanEwayBill(
            buildChallanEwayBillRequest({ kind: document.kind, number: document.number, data: document.data as TaxDocumentData }, partB),
          )
        : client(document).generateEwayBill(document.eInvoice?.irn ?? '', partB),
  }
}
