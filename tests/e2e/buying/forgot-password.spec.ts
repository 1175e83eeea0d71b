import type { Page } from '@playwright/test'

import { MSG } from '../../../cms/contract/messages'
import { expect, stackUrls, test } from '../fixtures'
import { chooseCountry, registerCustomer, useOwnClientIp, type Customer } from './support'

type SentEmail = { to: string[]; subject: string; html?: string; text?: string }

async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined
  await expect(async () => {
    const { sent } = (await (await fetch(`${stackUrls().resendUrl}/__inspect`)).json()) as { sent: SentEmail[] }
    const message = sent.filter((entry) => entry.to.includes(email)).at(-1)
    link = /href="([^"]*\/resetPassword\?token=[^"]+)"/.exec(message?.html ?? '')?.[1]
    expect(link).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return link!.replace(/&amp;/g, '&')
}

async function logInThroughDrawer(page: Page, customer: Customer, password: string) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  const drawer = page.getByRole('dialog')
  await chooseCountry(page, '+91', /^India\s*\+91$/)
  await drawer.getByLabel('Phone Number').fill(customer.phoneNumber)
  await drawer.getByLabel('Password').fill(password)
  await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
}

test('forgot password: the emailed link opens /resetPassword, the new password works and the old one does not', async ({
  page,
  request,
}) => {
  await useOwnClientIp(page)
  const customer = await registerCustomer(request, 'Kiran Shah')

  await page.goto('/forgotPassword')
  await page.getByLabel('Email').fill(customer.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(MSG.forgot.success).first()).toBeVisible()

  const link = await resetLinkFor(customer.email)
  const url = new URL(link)
  expect(url.pathname).toBe('/resetPassword')
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel('New Password').fill('a-new-secret-7')
  await page.getByLabel('Confirm Password').fill('a-new-secret-7')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText(MSG.reset.success)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // The link is single-use.
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel('New Password').fill('another-secret-8')
  await page.getByLabel('Confirm Password').fill('another-secret-8')
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/shop/user/resetPassword'))
  await page.getByRole('button', { name: 'Reset Password' }).click()
  const refusal = await refused
  expect(refusal.status()).toBe(400)
  await expect(page.getByText((await refusal.json()).message)).toBeVisible()
  await expect(page).toHaveURL(/\/resetPassword/)

  await logInThroughDrawer(page, customer, customer.password)
  await expect(page.getByText(MSG.login.INVALID_PASSWORD)).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()

  await logInThroughDrawer(page, customer, 'a-new-secret-7')
  await expect(page.getByText(MSG.login.success)).toBeVisible()
  const credential = await page.evaluate(() => JSON.parse(window.localStorage.getItem('nuvo_user_cred') ?? 'null'))
  expect(credential.user.email).toBe(customer.email)
})
