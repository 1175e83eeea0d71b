import fs from 'node:fs'

import type { Page } from '@playwright/test'

import { col, lowerPrices, readCatalogueXlsx, writeCatalogueXlsx, type PriceChange } from '../../helpers/catalogue-file'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import { logIntoAdmin } from './support'

const money = (rupees: number) => `₹ ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(rupees)}`

/** The storefront's Our price of a code of a product sold in the size "General". */
async function expectServedPrice(page: Page, change: PriceChange, rupees: number) {
  await page.goto(`/categories/${change.category}/${change.slug}`)
  await page.getByLabel('Code', { exact: true }).selectOption(change.code)
  await expect(page.getByTestId('price-block')).toContainText(`Our Price${money(rupees)}`)
}

test('a catalogue editor exports the catalogue, imports three new prices and a new code, sees exactly those in the preview, applies and reverts', async ({
  page,
}) => {
  test.slow()
  await logIntoAdmin(page, SEED_LOGINS.editor)
  await page.goto('/admin/collections/products')
  await page.getByRole('link', { name: 'Update the catalogue in bulk' }).click()
  await expect(page.getByRole('heading', { name: 'Update the catalogue in bulk' })).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the spreadsheet' }).click()
  const sheet = await readCatalogueXlsx(fs.readFileSync((await (await download).path())!))

  const changed = lowerPrices(sheet, 3, true)
  expect(changed).toHaveLength(3)
  const newCode = [...sheet.rows.find((row) => row[col('Slug')] === changed[0]!.slug)!]
  newCode[col('Short code')] = 'E2E-NEW-1'
  newCode[col('Full code')] = ''
  sheet.rows.push(newCode)

  await page.locator('input[name="file"]').setInputFiles({
    name: 'revised.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await writeCatalogueXlsx(sheet),
  })
  await page.getByRole('button', { name: 'Preview the changes' }).click()
  const changes = page.getByRole('table', { name: 'Changes' }).locator('tbody tr')
  await expect(changes).toHaveCount(4)
  for (const change of changed) {
    await expect(
      changes.filter({ hasText: `${change.code} Our price ${money(change.from).replace(' ', '')} → ${money(change.to).replace(' ', '')}` }),
    ).toHaveCount(1)
  }
  await expect(changes.filter({ hasText: 'E2E-NEW-1: new code' })).toHaveCount(1)

  await page.getByRole('button', { name: 'Apply these changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Applied:' })).toContainText('1 new and 3 changed codes')
  const record = page.getByRole('listitem', { name: 'Import of revised.xlsx' }).first()
  await expect(record).toBeVisible()

  const shop = await page.context().newPage()
  await expectServedPrice(shop, changed[0]!, changed[0]!.to)

  await record.getByRole('button', { name: 'Revert this import' }).click()
  await record.getByRole('button', { name: 'Yes, revert' }).click()
  await expect(record.getByRole('status')).toContainText('Reverted 3 products.')
  // The page's imports are read again from the server: the record then says when it was reverted.
  await expect(record).toContainText(/Reverted \d{1,2} \w{3} \d{4}/, { timeout: 30_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Applied:' }), 'the reverted import is no longer said to be applied').toHaveCount(
    0,
  )
  await expectServedPrice(shop, changed[0]!, changed[0]!.from)
})
