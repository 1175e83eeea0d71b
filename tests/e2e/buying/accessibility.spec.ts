import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from '../fixtures'
import {
  cartLine,
  createAddress,
  expectedTotal,
  fillCart,
  firstCode,
  openSignedIn,
  pickProducts,
  registerCustomer,
  type ChosenCode,
  type Customer,
} from './support'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../artifacts/screenshots')
const WIDTHS = [375, 1280] as const

/** Scans the page with axe (WCAG 2.1 A and AA) and fails on any serious or critical violation. */
async function expectNoSeriousViolations(page: Page, scope?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (scope) builder = builder.include(scope)
  const { violations } = await builder.analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The whole page from the top; a drawer (a modal over the viewport) is recorded as the viewport only. */
async function shoot(page: Page, name: string, width: number, { fullPage = true } = {}) {
  // Toasts come and go; they are not part of the screen being recorded.
  await page.addStyleTag({ content: '[role="status"][aria-live] { visibility: hidden !important; }' })
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(SCREENSHOTS, `buying-${name}-${width}.png`), fullPage })
}

async function placeCodOrder(request: APIRequestContext, customer: Customer, chosen: ChosenCode, addressId: string) {
  const headers = { Authorization: `Bearer ${customer.token}` }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: chosen.product._id, size: chosen.size, code: chosen.code, quantity: 2 }] },
  })
  expect(cart.ok(), await cart.text()).toBe(true)
  const order = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId,
      orderAmount: expectedTotal([{ price: chosen.price, quantity: 2 }]),
    },
  })
  expect(order.ok(), await order.text()).toBe(true)
}

for (const width of WIDTHS) {
  test.describe(`buying screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } })

    test('login and sign-up drawer', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByRole('heading', { name: 'Log In' })).toBeVisible()
      const box = await drawer.boundingBox()
      if (width >= 1024) {
        expect(Math.round(box!.width)).toBe(650)
        expect(Math.round(box!.x + box!.width)).toBe(width)
      } else {
        expect(Math.round(box!.height)).toBe(Math.round(812 * 0.75))
        expect(Math.round(box!.y + box!.height)).toBe(812)
      }
      await expectNoSeriousViolations(page)
      await shoot(page, 'drawer-login', width, { fullPage: false })
      await drawer.getByRole('button', { name: 'Sign Up', exact: true }).click()
      await expect(drawer.getByRole('heading', { name: 'Sign Up' })).toBeVisible()
      await drawer.getByRole('button', { name: 'Sign Up', exact: true }).click()
      await expect(drawer.getByRole('alert').first()).toBeVisible()
      await expectNoSeriousViolations(page)
      await shoot(page, 'drawer-signup-errors', width, { fullPage: false })
    })

    test('cart and checkout', async ({ page, request }) => {
      const [first, second] = (await pickProducts(request, 2, 4)).map(firstCode)
      await page.goto('/terms')
      await fillCart(page, [cartLine(first, 2), cartLine(second, 1)])
      await page.goto('/mycart')
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expectNoSeriousViolations(page)
      await shoot(page, 'cart-guest', width)

      const customer = await registerCustomer(request, 'Anita Desai')
      await createAddress(request, customer)
      await createAddress(request, customer, { type: 'Personal', doorNo: '7', streetName: 'Lake View Road', landMark: '' })
      await openSignedIn(page, customer, '/mycart')
      await page.getByRole('radio', { name: /Office/ }).check()
      await page.getByRole('button', { name: 'Add New Address' }).click()
      await page.getByRole('form', { name: 'Add New Address' }).getByLabel('Door No').focus()
      await page.getByRole('form', { name: 'Add New Address' }).getByLabel('Street Name').focus()
      await expectNoSeriousViolations(page)
      await shoot(page, 'checkout', width)
    })

    test('dashboard: profile, addresses and order history', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Vikram Singh')
      const address = await createAddress(request, customer)
      const [chosen] = (await pickProducts(request, 1, 5)).map(firstCode)
      await placeCodOrder(request, customer, chosen, address._id)

      await openSignedIn(page, customer, '/dashboard')
      await expect(page.getByRole('form', { name: 'Account Details' }).getByLabel('Name')).toHaveValue('Vikram Singh')
      await expectNoSeriousViolations(page)
      await shoot(page, 'dashboard-profile', width)

      await page.getByRole('tab', { name: 'Addresses' }).click()
      await expect(page.getByTestId('saved-address')).toHaveCount(1)
      await page.getByRole('button', { name: 'Add Address' }).click()
      await expect(page.getByRole('button', { name: 'Add Address' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await shoot(page, 'dashboard-addresses', width)

      await page.getByRole('tab', { name: 'Order History' }).click()
      await expect(page.getByTestId('order-card')).toHaveCount(1)
      await expectNoSeriousViolations(page)
      await shoot(page, 'dashboard-orders', width)
    })

    test('forgot and reset password pages', async ({ page }) => {
      await page.goto('/forgotPassword')
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSeriousViolations(page)
      await shoot(page, 'forgot-password', width)
      await page.goto('/resetPassword')
      await expect(page.getByRole('heading', { name: 'Oops! Access Denied' })).toBeVisible()
      await expectNoSeriousViolations(page)
      await shoot(page, 'reset-password-no-token', width)
      await page.goto('/resetPassword?token=abc')
      await expect(page.getByLabel('New Password')).toBeVisible()
      await expectNoSeriousViolations(page)
      await shoot(page, 'reset-password', width)
    })

    test('dashboard without orders', async ({ page, request }) => {
      const customer = await registerCustomer(request)
      await openSignedIn(page, customer, '/dashboard')
      await page.getByRole('tab', { name: 'Order History' }).click()
      await expect(page.getByText('No orders found')).toBeVisible()
      await expect(page.getByTestId('empty-orders-illustration')).toBeVisible()
      await expectNoSeriousViolations(page)
      await shoot(page, 'dashboard-no-orders', width)
    })
  })
}
