import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import { chooseCountry, openSignedIn, registerCustomer, useOwnClientIp } from './support'

test('a signed-out visit to /dashboard goes to / carrying the origin; after login the buyer is back on /dashboard', async ({
  page,
  request,
}) => {
  await useOwnClientIp(page)
  const customer = await registerCustomer(request, 'Sunil Rao')

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/\?from=%2Fdashboard$/)
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Log In' })).toBeVisible()

  await chooseCountry(page, 'India', /^India\s*\+91$/)
  await drawer.getByLabel('Phone Number').fill(customer.phoneNumber)
  await drawer.getByLabel('Password').fill(customer.password)
  await drawer.getByRole('button', { name: 'Log In', exact: true }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(MSG.login.success)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('form', { name: 'Account Details' }).getByLabel('Name')).toHaveValue('Sunil Rao')
})

test('an origin that is not a path on this site is ignored after login', async ({ page, request }) => {
  await useOwnClientIp(page)
  const customer = await registerCustomer(request)
  await page.goto('/?from=%2F%2Fexample.com%2Fphish')
  // Any `from` opens the login drawer, as after a protected route.
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Log In' })).toBeVisible()
  await chooseCountry(page, '+91', /^India\s*\+91$/)
  await drawer.getByLabel('Phone Number').fill(customer.phoneNumber)
  await drawer.getByLabel('Password').fill(customer.password)
  await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page.getByText(MSG.login.success)).toBeVisible()
  await expect(page).toHaveURL(/\/\?from=%2F%2Fexample\.com%2Fphish$/)
})

test('a stored token the server no longer accepts signs the visitor out; logout clears the credential', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await openSignedIn(page, { ...customer, token: `${customer.token}x` }, '/mycart')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()

  await openSignedIn(page, customer, '/dashboard')
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()
  // The session ended on the server too: the old token is refused.
  await expect
    .poll(async () =>
      (await request.get('/api/shop/user/getmydetails', { headers: { Authorization: `Bearer ${customer.token}` } })).status(),
    )
    .toBe(401)
})

test('a session that ends during the visit signs the buyer out and asks for the login, never the error screen', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  await openSignedIn(page, customer, '/dashboard')
  await expect(page.getByRole('form', { name: 'Account Details' }).getByLabel('Name')).toHaveValue(customer.name)
  // Signed out on another device: this page still holds the token, which the server now refuses.
  const logout = await request.post('/api/shop/user/logout', { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(logout.ok()).toBe(true)

  await page.getByRole('tab', { name: 'Order History' }).click()
  await expect(page).toHaveURL(/\/\?from=%2Fdashboard$/)
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log In' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0)
})
