import type { PayloadRequest } from 'payload'

import type { CompanyRulesRequest } from '../../contract/company-rules'
import { rupeesToPaise } from '../../contract/pricing'
import type { Company } from '../../payload-types'
import { changeCompany } from './membership'

/**
 * The company admin's change to the rules its orders follow; a field left out keeps its value. The amount comes in
 * rupees and is kept in paise. Saved through Payload, one company change at a time (`changeCompany`).
 */
export function updateRules(req: PayloadRequest, companyId: string, input: CompanyRulesRequest): Promise<Company> {
  return changeCompany(req, companyId, (company) => ({
    approval: {
      above: input.above === undefined ? company.approval?.above : input.above === null ? null : rupeesToPaise(input.above),
      offContract: input.offContract ?? company.approval?.offContract,
    },
    ...(input.requirePo === undefined ? {} : { requirePo: input.requirePo }),
    ...(input.costCentres === undefined ? {} : { costCentres: input.costCentres }),
    ...(input.buyersSeeCompanyOrders === undefined ? {} : { buyersSeeCompanyOrders: input.buyersSeeCompanyOrders }),
  }))
}
