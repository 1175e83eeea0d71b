import type { Locator, Page } from '@playwright/test'

import { expect } from '../fixtures'

export async function logIntoAdmin(page: Page, login: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(login.email)
  await page.locator('#field-password').fill(login.password)
  await page.locator('button[type=submit]').click()
  await page.waitForURL(/\/admin$/)
}

/**
 * Chooses an option of an admin select field. The admin hydrates after the page has loaded, and a click before that
 * opens nothing, so the click is repeated until the menu shows.
 */
export async function chooseInAdminSelect(page: Page, field: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true })
  await expect(async () => {
    await page.locator(`#field-${field} .rs__control`).click()
    await expect(choice).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await choice.click()
}

/**
 * Opens the form of one status action of an order's or a return's summary: the admin hydrates after load, so the first
 * click is repeated until the form shows.
 */
export async function openOrderAction(page: Page, action: string): Promise<Locator> {
  const form = page.getByRole('group', { name: action })
  await expect(async () => {
    await page.getByRole('button', { name: action, exact: true }).click()
    await expect(form).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  return form
}

/**
 * Runs one status action of an order's or a return's summary (`openOrderAction`), fills what it asks for (`answer`
 * chooses what is not typed), confirms, and waits for the view to show the new status.
 */
export async function runOrderAction(
  page: Page,
  action: string,
  fields: Record<string, string>,
  newStatus: string,
  answer?: (form: Locator) => Promise<void>,
) {
  const form = await openOrderAction(page, action)
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value)
  await answer?.(form)
  await form.getByRole('button', { name: 'Confirm' }).click()
  // The whole edit view is read again after the change: on a busy machine that takes longer than an assertion's 10 s.
  await expect(page.locator('.order-summary__badges')).toContainText(newStatus, { timeout: 30_000 })
}
