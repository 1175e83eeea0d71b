import type { Page } from '@playwright/test'

import { GSTIN_CHECK_MESSAGE } from '../../../cms/contract/gstin'
import { MSG } from '../../../cms/contract/messages'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { logIntoAdmin, runOrderAction } from '../admin/support'
import { expect, stackUrls, test } from '../fixtures'
import {
  chooseCountry,
  expectedTotal,
  firstCode,
  pickProducts,
  receiveLots,
  rupees,
  staffToken,
  uniquePhone,
  useOwnClientIp,
  type ChosenCode,
} from './support'

async function addFromProductPage(page: Page, { product, size, code }: ChosenCode, quantity: number) {
  await page.goto(`/categories/${product.category.slug}/${product.slug}`)
  const panel = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first()
  await expect(panel.getByRole('button', { name: 'Add To Cart' })).toBeVisible()
  const sizeSelect = panel.getByLabel('Size', { exact: true })
  if (await sizeSelect.count()) await sizeSelect.selectOption(size)
  await panel.getByLabel('Code', { exact: true }).selectOption(code)
  await panel.getByLabel('Quantity', { exact: true }).fill(String(quantity))
  await panel.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText(MSG.cart.added).first()).toBeVisible()
}

async function openOrderHistory(page: Page) {
  await page.getByRole('tab', { name: 'Order History' }).click()
  return page.getByTestId('order-card').first()
}

test('a guest fills the cart, signs up, adds an address, applies SAVE10, pays on delivery; staff ship it with tracking and deliver it (cash received)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Three product pages, a sign-up, checkout and a staff session in the admin: a long journey on a shared machine.
  test.slow()
  await useOwnClientIp(page)
  const [first, second] = (await pickProducts(request, 2, 2)).map(firstCode)

  // Two products, the first one twice: the identical lines merge.
  await addFromProductPage(page, first, 1)
  await addFromProductPage(page, first, 2)
  await addFromProductPage(page, second, 1)
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.goto('/mycart')
  const lines = page.getByTestId('cart-line')
  await expect(lines).toHaveCount(2)
  await expect(lines.filter({ hasText: first.product.name }).getByRole('textbox')).toHaveValue('3')
  await expect(lines.filter({ hasText: second.product.name }).getByRole('textbox')).toHaveValue('1')

  // Sign up in the drawer; the page reloads signed in and stays on the cart.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Sign Up' })).toBeVisible()
  const phone = uniquePhone()
  await drawer.getByLabel('Name').fill('Ravi Kumar')
  await drawer.getByLabel('Email').fill(`ravi-${phone}@example.com`)
  await chooseCountry(page, 'India', /^India\s*\+91$/)
  await drawer.getByLabel('Phone Number').fill(phone)
  await drawer.getByLabel('Password').fill('ravi-secret-1')
  await drawer.getByRole('button', { name: 'Sign Up', exact: true }).click()
  await expect(page.getByText(MSG.register.SUCCESS)).toBeVisible()
  await expect(page).toHaveURL(/\/mycart$/)
  const credential = await page.evaluate(() => JSON.parse(window.localStorage.getItem('nuvo_user_cred') ?? 'null'))
  expect(credential.user.name).toBe('Ravi Kumar')
  expect(credential.token).toBeTruthy()

  // Add a delivery address; the new address is chosen.
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const addressForm = page.getByRole('form', { name: 'Add New Address' })
  await addressForm.getByLabel('Door No').fill('44')
  await addressForm.getByLabel('Street Name').fill('Sector 18 Main Road')
  await addressForm.getByLabel('City').fill('Faridabad')
  await addressForm.getByLabel('State').fill('Haryana')
  await addressForm.getByLabel('Pincode').fill('121002')
  await addressForm.getByLabel('Type').selectOption('Personal')
  await addressForm.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(MSG.address.added)).toBeVisible()
  await expect(page.getByRole('radio', { name: /Personal/ })).toBeChecked()

  // SAVE10 takes 10 % off the total.
  const total = expectedTotal(
    [
      { price: first.price, quantity: 3 },
      { price: second.price, quantity: 1 },
    ],
    10,
  )
  await page.getByLabel('Discount code').fill('SAVE10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/Code SAVE10 applied/)).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(rupees(total))

  // Invoice details: a mistyped GSTIN is caught by its check character before anything is sent.
  await page.getByLabel('GSTIN').fill('07AABCH1234K1ZA')
  await page.getByLabel('Business name').fill('Faridabad Surgical Clinic')
  await page.getByLabel('PO number').fill('PO/2026/4471')
  await page.getByRole('radio', { name: /Cash On Delivery/ }).check()
  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  await expect(page.getByText(GSTIN_CHECK_MESSAGE)).toBeVisible()
  await page.getByLabel('GSTIN').fill('07aabch1234k1zt')
  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  await expect(page.getByText(MSG.checkout.codPlaced)).toBeVisible()
  await expect(page).toHaveURL(/\/order\/[^/]+$/)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('nuvo_cart'))).toBe('[]')

  // The confirmation page shows the new order and leaves no toast behind.
  await expect(page.getByTestId('confirmed-order-total')).toHaveText(rupees(total))
  await expect(page.getByText(first.product.name)).toBeVisible()
  await expect(page.getByText(/Sector 18 Main Road/)).toBeVisible()
  const confirmedId = ((await page.getByTestId('confirmed-order-id').textContent()) ?? '').trim()
  expect(page.url()).toContain(`/order/${confirmedId}`)
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0)
  await page.getByRole('link', { name: 'Order History' }).click()

  const order = await openOrderHistory(page)
  await expect(order.getByTestId('order-status')).toHaveText('ORDERED')
  await expect(order.getByTestId('order-total')).toHaveText(rupees(total))
  await expect(order.getByText(first.product.name)).toBeVisible()
  await expect(order.getByText(/Quantity: 3/)).toBeVisible()
  await expect(order.getByText('PO number: PO/2026/4471')).toBeVisible()
  await expect(order.getByText(/07AABCH1234K1ZT/)).toBeVisible()
  const orderId = ((await order.getByRole('heading').textContent()) ?? '').replace('Order ID:', '').trim()
  expect(orderId).toBe(confirmedId)
  await expect(order.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/order/${confirmedId}`)

  // An order manager ships it with a courier from the list (its pattern fills the tracking link), then delivers it.
  const token = await staffToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const courier = `Blue Parcel ${Date.now()}`
  const courierSaved = await request.post('/api/couriers', {
    headers: auth,
    data: { name: courier, trackingUrlPattern: 'https://parcel.example/track?awb={trackingNumber}' },
  })
  expect(courierSaved.status()).toBe(201)
  const found = await request.get(`/api/orders?where[orderId][equals]=${encodeURIComponent(orderId)}&depth=0`, { headers: auth })
  const [stored] = (await found.json()).docs as { id: string; total: number }[]
  expect(stored.total).toBe(Math.round(total * 100))
  const staff = await browser.newPage({ baseURL })
  await logIntoAdmin(staff, SEED_LOGINS.orders)
  await staff.goto(`/admin/collections/orders/${stored.id}`, { waitUntil: 'domcontentloaded' })
  await receiveLots(
    request,
    [first, second].map(({ code }) => ({ code, lot: `LOT-${code}`, quantity: 10 })),
  )
  const lots = Object.fromEntries(
    [first, second].flatMap(({ code }) => [
      [`Lot number (${code}, lot 1)`, `LOT-${code}`],
      [`Expiry (${code}, lot 1)`, '2099-12'],
    ]),
  )
  await runOrderAction(staff, 'Mark as shipped', { Courier: courier, 'Tracking number': 'AWB778', ...lots }, 'SHIPPED')
  const trackingUrl = 'https://parcel.example/track?awb=AWB778'

  await page.reload()
  const shipped = await openOrderHistory(page)
  await expect(shipped.getByTestId('order-status')).toHaveText('SHIPPED')
  await expect(shipped.getByTestId('order-shipment')).toContainText(`Shipped with ${courier}`)
  await expect(shipped.getByRole('link', { name: 'AWB778' })).toHaveAttribute('href', trackingUrl)
  await expect(async () => {
    const { sent } = (await (await fetch(`${stackUrls().resendUrl}/__inspect`)).json()) as { sent: { subject: string; text?: string }[] }
    const mail = sent.find((email) => email.subject.includes(`${orderId} is SHIPPED`))
    expect(mail?.text).toContain(`Courier: ${courier}, tracking number AWB778: ${trackingUrl}`)
  }).toPass({ timeout: 10_000 })

  // Delivered: the cash is recorded as received.
  await runOrderAction(staff, 'Mark as delivered', {}, 'DELIVERED')
  await expect(staff.locator('.order-summary__badges')).toContainText('Cash on delivery · paid')
  await staff.close()
  const delivered = await (await request.get(`/api/orders/${stored.id}?depth=0`, { headers: auth })).json()
  expect(delivered).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' })
  expect(Date.now() - new Date(delivered.paidAt).getTime()).toBeLessThan(5 * 60_000)
})
