import { APPROVAL_MESSAGES } from '../../contract/approvals'
import type { FieldError } from '../../lib/http-errors'
import type { Company } from '../../payload-types'

type PurchaseOrderInput = { poNumber: string | null; costCentre: string | null }

/**
 * What an order's PO number and cost centre lack for the buyer's company: a PO number when the company requires one,
 * a cost centre from the company's own list. A customer in no company may not name a cost centre.
 */
export function purchaseOrderErrors(company: Pick<Company, 'requirePo' | 'costCentres'> | null, input: PurchaseOrderInput): FieldError[] {
  const errors: FieldError[] = []
  if (company?.requirePo === true && !input.poNumber) errors.push({ field: 'poNumber', message: APPROVAL_MESSAGES.poRequired })
  if (input.costCentre !== null) {
    const offered = company?.costCentres ?? []
    if (!company) errors.push({ field: 'costCentre', message: APPROVAL_MESSAGES.noCostCentres })
    else if (!offered.includes(input.costCentre)) errors.push({ field: 'costCentre', message: APPROVAL_MESSAGES.unknownCostCentre })
  }
  return errors
}
