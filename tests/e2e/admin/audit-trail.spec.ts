import { request as playwrightRequest, type Browser, type Page } from '@playwright/test'

import { formatPaise } from '../../../cms/contract/money'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, stackUrls, test } from '../fixtures'
import { oldestPublishedProducts } from '../buying/picks'
import { logIntoAdmin } from './support'

type Code = { id: string; shortCode: string; originalPrice: number; discountedPrice: number }
type Product = { id: string; name: string; variants: { id: string; size: string; codes: Code[] }[] }

let sentence = ''
let entryId = ''

/** The seeded catalogue editor raises the MRP of one code through the REST API, as the admin's save does. */
test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: stackUrls().baseUrl })
  const login = await api.post('/api/users/login', { data: SEED_LOGINS.editor })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const { docs } = (await (await api.get(oldestPublishedProducts(1), { headers })).json()) as {
    docs: Product[]
  }
  const product = docs[0]!
  const code = product.variants[0]!.codes[0]!
  const raised = code.originalPrice + 2_000
  const variants = product.variants.map((size, index) =>
    index === 0 ? { ...size, codes: size.codes.map((each) => (each.id === code.id ? { ...each, originalPrice: raised } : each)) } : size,
  )
  const saved = await api.patch(`/api/products/${product.id}`, { headers, data: { variants } })
  expect(saved.status(), await saved.text()).toBe(200)
  sentence = `MRP of ${code.shortCode} changed from ${formatPaise(code.originalPrice, { symbol: '₹' })} to ${formatPaise(raised, { symbol: '₹' })}`

  const admin = await api.post('/api/users/login', { data: SEED_LOGINS.admin })
  const adminHeaders = { Authorization: `JWT ${(await admin.json()).token}` }
  const entries = await (await api.get('/api/audit-entries?limit=1&depth=0&sort=-createdAt', { headers: adminHeaders })).json()
  entryId = entries.docs[0].id
  await api.dispose()
})

async function adminPage(browser: Browser, login: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: stackUrls().baseUrl })).newPage()
  await logIntoAdmin(page, login)
  return page
}

test('an admin reads who changed an MRP, from what to what, in the audit trail, and finds no way to change or delete it', async ({
  browser,
}) => {
  const page = await adminPage(browser, SEED_LOGINS.admin)
  await page.getByRole('link', { name: 'Show all Audit trail' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/audit-entries/)
  const row = page.locator('tbody tr').first()
  await expect(row).toContainText(sentence)
  await expect(row).toContainText(SEED_LOGINS.editor.email)
  await expect(page.getByRole('link', { name: /Create new/ })).toHaveCount(0)
  // Selecting an entry offers the bulk actions the reader may take: none.
  const selection = page.locator('.list-selection')
  await expect(async () => {
    await row.getByRole('checkbox').click()
    await expect(selection).toContainText(/1\s+selected/, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  // "Select all (N)" only widens the selection (the seed's stock receipts fill more than one page); no button acts on it.
  await expect(selection.getByRole('button').filter({ hasNotText: /^Select all/ })).toHaveCount(0)
})

test('a catalogue editor cannot open, change or delete the audit trail', async ({ browser, request }) => {
  const page = await adminPage(browser, SEED_LOGINS.editor)
  await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0)
  await page.goto(`/admin/collections/audit-entries/${entryId}`)
  await expect(page.getByText(sentence)).toHaveCount(0)

  for (const login of [SEED_LOGINS.editor, SEED_LOGINS.admin]) {
    const token = (await (await request.post('/api/users/login', { data: login })).json()).token as string
    const headers = { Authorization: `JWT ${token}` }
    expect((await request.delete(`/api/audit-entries/${entryId}`, { headers })).status()).toBe(403)
    expect((await request.patch(`/api/audit-entries/${entryId}`, { headers, data: { summary: 'Nothing happened' } })).status()).toBe(403)
  }
})
