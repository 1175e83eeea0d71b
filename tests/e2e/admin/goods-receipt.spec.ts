import os from 'node:os'
import path from 'node:path'

import type { APIRequestContext } from '@playwright/test'

import { newGtin, variantsWithGtin } from '../../helpers/gtin'
import { staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin } from './support'

const SHOTS = path.join(os.tmpdir(), 'goods-receipt-shots')

/** A warehouse login of its own, made by the admin. */
async function newWarehouseUser(request: APIRequestContext, admin: string, tag: string) {
  const login = { email: `dock-${tag}@example.com`, password: 'Warehouse#123' }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${admin}` },
    data: { ...login, name: 'Dock Staff', roles: ['warehouse'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  return login
}

test('a warehouse user scans a box into the goods receipt, adds a line by hand and saves; the stock is recorded', async ({
  page,
  request,
}) => {
  test.slow()
  const admin = await staffToken(request)
  const gtin = newGtin()
  const listed = await request.get('/api/products?limit=1&depth=0&sort=createdAt&where[_status][equals]=published', {
    headers: { Authorization: `JWT ${admin}` },
  })
  const product = (await listed.json()).docs[0]
  const changed = await request.patch(`/api/products/${product.id}`, {
    headers: { Authorization: `JWT ${admin}` },
    data: { variants: variantsWithGtin(product, gtin) },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  const code: string = product.variants[0].codes[0].shortCode
  const login = await newWarehouseUser(request, admin, gtin)
  const year = new Date().getUTCFullYear() + 4
  const lot = `GR${gtin.slice(-6)}`

  await page.setViewportSize({ width: 1280, height: 900 })
  await logIntoAdmin(page, login)
  await expect(page.locator('#nav-goods-receipt')).toHaveAttribute('href', '/admin/goods-receipt')
  await page.goto('/admin/goods-receipt', { waitUntil: 'domcontentloaded' })
  const scanField = page.getByLabel('Scan a box')
  await expect(scanField).toBeEnabled()

  // A keyboard-wedge scanner types the DataMatrix content fast, sends FNC1 as Ctrl+] and ends with Enter.
  await scanField.pressSequentially(`]d201${gtin}10${lot}`)
  await scanField.press('Control+BracketRight')
  await scanField.pressSequentially(`17${String(year).slice(2)}0300` + '3712')
  await scanField.press('Enter')
  await expect(page.getByLabel('Code (line 1)')).toHaveValue(code)
  await expect(page.getByLabel('Lot (line 1)')).toHaveValue(lot)
  await expect(page.getByLabel('Expiry (line 1)')).toHaveValue(`${year}-03`)
  await expect(page.getByLabel('Quantity (line 1)')).toHaveValue('12')
  await expect(page.getByRole('group', { name: 'Line 1' })).toContainText(product.name)
  await expect(scanField).toBeFocused()

  // A box whose GTIN is on no code is refused at the field.
  const stranger = newGtin()
  await scanField.pressSequentially(`(01)${stranger}(10)X1`)
  await scanField.press('Enter')
  await expect(page.locator('#stock-receipt-scan-message')).toContainText(`No catalogue code has the GTIN ${stranger}`)

  // A line typed by hand without its expiry: the server's message shows beside that line and nothing is recorded.
  await page.getByRole('button', { name: '+ Add a line by hand' }).click()
  await page.getByLabel('Code (line 2)').fill(code)
  await page.getByLabel('Lot (line 2)').fill(`${lot}B`)
  await page.getByLabel('Quantity (line 2)').fill('3')
  await page.getByRole('button', { name: 'Save receipt' }).click()
  const second = page.getByRole('group', { name: 'Line 2' })
  await expect(second.getByRole('alert')).toHaveText('The expiry must be a month as YYYY-MM, e.g. 2027-03')
  await expect(page.getByLabel('Expiry (line 2)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Lot (line 2)')).not.toHaveAttribute('aria-invalid')
  await expect(page.getByRole('group', { name: 'Line 1' }).getByRole('alert')).toHaveCount(0)
  await page.screenshot({ path: path.join(SHOTS, 'receipt-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: path.join(SHOTS, 'receipt-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  const warehouse = await staffToken(request, login)
  const stockOf = async (lotNumber: string) => {
    const found = await request.get(
      `/api/stock-lots?where[code][equals]=${encodeURIComponent(code)}&where[lot][equals]=${lotNumber}&depth=0`,
      {
        headers: { Authorization: `JWT ${warehouse}` },
      },
    )
    expect(found.status(), await found.text()).toBe(200)
    return (await found.json()).docs as { onHand: number; expiry: string }[]
  }
  expect(await stockOf(lot)).toEqual([])

  await page.getByLabel('Expiry (line 2)').fill(`${year}-05`)
  await page.getByRole('button', { name: 'Save receipt' }).click()
  await expect(page.getByRole('status', { name: 'Receipt saved' })).toContainText('Received 15 units in 2 lines into Main warehouse.')
  await expect(page.getByLabel('Code (line 1)')).toHaveCount(0)
  await expect(page.locator('#stock-receipt-scan-message')).not.toContainText('No catalogue code')
  expect(await stockOf(lot)).toEqual([expect.objectContaining({ onHand: 12, expiry: `${year}-03` })])
  expect(await stockOf(`${lot}B`)).toEqual([expect.objectContaining({ onHand: 3, expiry: `${year}-05` })])
  await page.screenshot({ path: path.join(SHOTS, 'receipt-saved-1280.png'), fullPage: true })
})
