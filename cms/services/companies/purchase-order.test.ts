import { describe, expect, it } from 'vitest'

import { APPROVAL_MESSAGES } from '../../contract/approvals'
import { purchaseOrderErrors } from './purchase-order'

const hospital = { requirePo: true, costCentres: ['Cardiac theatre', 'Central stores'] }

describe('purchaseOrderErrors', () => {
  it('asks for a PO number only when the company requires one', () => {
    expect(purchaseOrderErrors(hospital, { poNumber: null, costCentre: null })).toEqual([
      { field: 'poNumber', message: APPROVAL_MESSAGES.poRequired },
    ])
    expect(purchaseOrderErrors({ ...hospital, requirePo: false }, { poNumber: null, costCentre: null })).toEqual([])
    expect(purchaseOrderErrors(null, { poNumber: null, costCentre: null })).toEqual([])
  })

  it("takes a cost centre from the company's list only, and none from a customer in no company", () => {
    expect(purchaseOrderErrors(hospital, { poNumber: 'PO-1', costCentre: 'Central stores' })).toEqual([])
    expect(purchaseOrderErrors(hospital, { poNumber: 'PO-1', costCentre: 'central stores' })).toEqual([
      { field: 'costCentre', message: APPROVAL_MESSAGES.unknownCostCentre },
    ])
    expect(purchaseOrderErrors({ requirePo: false, costCentres: null }, { poNumber: null, costCentre: 'Wards' })).toEqual([
      { field: 'costCentre', message: APPROVAL_MESSAGES.unknownCostCentre },
    ])
    expect(purchaseOrderErrors(null, { poNumber: null, costCentre: 'Wards' })).toEqual([
      { field: 'costCentre', message: APPROVAL_MESSAGES.noCostCentres },
    ])
  })

  it('names both fields when both are wrong', () => {
    expect(purchaseOrderErrors(hospital, { poNumber: null, costCentre: 'Elsewhere' }).map((error) => error.field)).toEqual([
      'poNumber',
      'costCentre',
    ])
  })
})
