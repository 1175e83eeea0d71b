import { describe, expect, it } from 'vitest'

import { fileNameProblem } from './file-name-case.mjs'

const noneExist = () => false

describe('file names', () => {
  it.each([
    'cms/services/orders/place-order.ts',
    'cms/services/orders/place-order.test.ts',
    'cms/admin/orders/OrderSummary.tsx',
    'storefront/src/features/cart/components/CartLine.tsx',
    'cms/collections/Products.ts',
    'cms/collections/Orders/index.ts',
    'cms/collections/Orders/hooks/open-order.ts',
    'cms/globals/SiteSettings.ts',
    'cms/app/(payload)/admin/[[...segments]]/page.tsx',
    'cms/app/(storefront)/robots.txt/route.ts',
    'cms/migrations-mongodb/20261128_062553_trade_prices_in_paise.ts',
    'cms/app/(payload)/admin/importMap.js',
    '.ci/helpers.mjs',
  ])('accepts %s', (file) => {
    expect(fileNameProblem(file, noneExist)).toBeNull()
  })

  it('accepts a PascalCase test named after the component beside it', () => {
    expect(fileNameProblem('cms/admin/orders/OrderSummary.test.ts', (file) => file === 'cms/admin/orders/OrderSummary.tsx')).toBeNull()
  })

  it.each([
    ['cms/services/orders/placeOrder.ts', '"placeOrder.ts" is not kebab-case: name it "place-order.ts".'],
    ['cms/hooks/answerBusyAs503.ts', '"answerBusyAs503.ts" is not kebab-case: name it "answer-busy-as503.ts".'],
    [
      'cms/lib/ReadableId.ts',
      '"ReadableId.ts" is PascalCase, which is kept for React components (.tsx) and Payload configs: name it "readable-id.ts".',
    ],
    ['cms/admin/packingSlips/PackingSlip.tsx', 'Folder "packingSlips" is not kebab-case: name it "packing-slips".'],
    ['cms/services/Orders/open.ts', 'Folder "Orders" is not kebab-case: name it "orders".'],
    [
      'cms/admin/orders/OrderSummary.test.ts',
      '"OrderSummary.test.ts" is PascalCase, which is kept for React components (.tsx) and Payload configs: name it "order-summary.test.ts".',
    ],
    ['cms/exports/orderPDF.ts', '"orderPDF.ts" is not kebab-case: name it "order-pdf.ts".'],
  ])('refuses %s', (file, problem) => {
    expect(fileNameProblem(file, noneExist)).toBe(problem)
  })
})
