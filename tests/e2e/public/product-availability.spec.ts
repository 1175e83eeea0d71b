import type { APIRequestContext, Page } from '@playwright/test'

import type { Product } from '../../../cms/contract'
import { BACKORDER_PRODUCT, LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../../seed/data/stock'
import { expect, test } from '../fixtures'
import { productPath } from './support'

type Resolved = { slugName: string; size: string; shortCode: string }

async function resolve(request: APIRequestContext, code: string): Promise<Resolved> {
  const response = await request.post('/api/shop/product/codes', { data: { codes: [code] } })
  return (await response.json()).data[0]
}

async function openWithCode(page: Page, request: APIRequestContext, code: string) {
  const resolved = await resolve(request, code)
  const answer = await request.post('/api/shop/product/single', { data: { slugName: resolved.slugName } })
  const product: Product = (await answer.json()).data[0]
  await page.goto(productPath(product))
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
  const size = page.getByLabel('Size', { exact: true })
  if (await size.count()) await size.selectOption(resolved.size)
  await page.getByLabel('Code', { exact: true }).selectOption(resolved.shortCode)
}

for (const width of [375, 1280]) {
  test(`the product page shows each code's availability beside the code picker at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const addButton = page.locator('form').getByRole('button', { name: /Add To Cart|Out of stock/ })

    await openWithCode(page, request, LOW_STOCK_CODE)
    await expect(page.getByTestId('availability')).toHaveText('Only 3 left')
    await expect(addButton).toBeEnabled()

    await openWithCode(page, request, BACKORDER_PRODUCT.soldOutCode)
    await expect(page.getByTestId('availability')).toHaveText(`Ships in ${BACKORDER_PRODUCT.leadTimeDays} days`)
    await expect(addButton).toHaveText('Add To Cart')
    await expect(addButton).toBeEnabled()

    await openWithCode(page, request, OUT_OF_STOCK_CODE)
    await expect(page.getByTestId('availability')).toHaveText('Out of stock')
    await expect(addButton).toHaveText('Out of stock')
    await expect(addButton).toBeDisabled()
  })
}
