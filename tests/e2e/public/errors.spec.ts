import { expect, test } from '@playwright/test'

/**
 * Failure paths log to the console on purpose (the shop's shared error handler logs), so these tests use Playwright's
 * plain `test`, without the fixture that fails a test on any console error.
 */
test('a failed product list load sends the visitor to /error, once', async ({ page }) => {
  let failures = 0
  await page.route('**/api/shop/product/category', (route) => {
    failures++
    return route.fulfill({ status: 500, json: { message: 'Something broke' } })
  })
  await page.goto('/about-us')
  const gloves = page.getByRole('contentinfo').getByRole('link', { name: 'GLOVES', exact: true })
  await gloves.click()
  await expect(page).toHaveURL(/\/error$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible()
  expect(failures).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Go to homepage' }).click()
  await page.getByRole('contentinfo').getByRole('link', { name: 'BANDAGES', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bandages Products' })).toBeVisible()
  await expect(page).toHaveURL(/\/categories\/bandages$/)
})

test('a screen whose script chunk cannot load says so and offers a reload', async ({ page }) => {
  await page.route(/\/js\/about-page-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/privacy')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
  await expect(page.getByRole('heading', { name: 'Part of this page failed to load.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(page).not.toHaveURL(/\/error$/)
})
