import os from 'node:os'
import path from 'node:path'

import { LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../../seed/data/stock'
import { staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin } from './support'

const SHOTS = path.join(os.tmpdir(), 'stock-view-shots')

test('a warehouse user opens Stock, filters by code, opens a lot’s movements and sees the codes below reorder level', async ({
  page,
  request,
}) => {
  test.slow()
  const admin = await staffToken(request)
  const login = { email: `stock-view-${Date.now()}@example.com`, password: 'Warehouse#123' }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${admin}` },
    data: { ...login, name: 'Stock Reader', roles: ['warehouse'] },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.setViewportSize({ width: 1280, height: 900 })
  await logIntoAdmin(page, login)
  await expect(page.locator('#nav-stock')).toHaveAttribute('href', '/admin/stock')
  await page.goto('/admin/stock', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible()

  // Typed as the label shows it, without the space.
  await page.getByLabel('Code starts with').fill(LOW_STOCK_CODE.replace(' ', ''))
  await page.getByRole('button', { name: 'Show' }).click()
  const rows = page.getByRole('region', { name: 'Stock rows' }).locator('tbody tr')
  await expect(rows.first()).toContainText(LOW_STOCK_CODE)
  await expect(page.getByRole('link', { name: 'Download XLSX' })).toHaveAttribute('href', /format=xlsx/)
  await rows.first().getByRole('link').click()
  const history = page.getByRole('region', { name: 'Movement history' })
  await expect(history.locator('tbody tr').first()).toContainText('receipt')
  await page.screenshot({ path: path.join(SHOTS, 'stock-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: path.join(SHOTS, 'stock-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('link', { name: 'Below reorder level' }).click()
  await page.getByLabel('Code starts with').fill('')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByRole('region', { name: 'Stock rows' })).toContainText(OUT_OF_STOCK_CODE)
  await page.screenshot({ path: path.join(SHOTS, 'stock-reorder-1280.png'), fullPage: true })
})
