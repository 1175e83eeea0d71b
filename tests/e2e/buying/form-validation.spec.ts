import type { Locator, Page } from '@playwright/test'

import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import {
  cartLine,
  chooseCountry,
  createAddress,
  fillCart,
  firstCode,
  openSignedIn,
  pickProducts,
  registerCustomer,
  useOwnClientIp,
} from './support'

async function openDrawer(page: Page, button: 'Login' | 'Sign Up') {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: button }).click()
  return page.getByRole('dialog')
}

/**
 * A message drawn on top of the page: nothing (a drawer, a dialog) covers its middle. Checked in the page while the
 * message shows (a toast goes after 4 seconds).
 */
async function expectOnTop(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (!element || !node.textContent?.includes(wanted)) continue
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        if (box.width > 0 && hit !== null && element.contains(hit)) return true
      }
      return false
    },
    text,
    { timeout: 20_000 },
  )
}

/** Leaves a field (blur) so a touched-only error may show. */
async function touch(field: Locator) {
  await field.focus()
  await field.blur()
}

test.describe('form validation messages', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientIp(page)
  })

  test('login: India chosen from the start, required fields, country filter closest first, wrong credentials shown over the drawer', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request)
    const drawer = await openDrawer(page, 'Login')
    await expect(drawer.getByRole('heading', { name: 'Log In' })).toBeVisible()
    const phone = drawer.getByLabel('Phone Number')
    const chooser = drawer.getByRole('combobox', { name: 'Country Code' })
    await expect(chooser).toHaveValue('+91 India')
    await expect(phone).toBeEnabled()

    await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(drawer.getByText(MSG.login.phoneRequired)).toBeVisible()
    await expect(drawer.getByText(MSG.login.passwordRequired)).toBeVisible()
    await expect(drawer.getByText(MSG.login.countryCodeRequired)).toHaveCount(0)

    // The chooser filters by name and by dial code, an exact match first.
    await chooser.fill('India')
    await expect(drawer.getByRole('option')).toHaveText([/^India\s*\+91$/, /^British Indian Ocean Territory/])
    await chooser.fill('kingdom')
    await expect(drawer.getByRole('option', { name: /United Kingdom\s*\+44/ })).toBeVisible()
    await expect(drawer.getByRole('option', { name: /^India/ })).toHaveCount(0)
    await chooser.fill('+91')
    await expect(drawer.getByRole('option', { name: /^India\s*\+91$/ })).toBeVisible()
    await expect(drawer.getByRole('option', { name: /United Kingdom/ })).toHaveCount(0)
    await chooser.press('ArrowDown')
    await chooser.press('Enter')
    await expect(chooser).toHaveValue('+91 India')
    await expect(phone).toBeEnabled()

    await phone.fill('12345')
    await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(drawer.getByText(MSG.login.phoneInvalid)).toBeVisible()

    await phone.fill('7000000001')
    await drawer.getByLabel('Password').fill('whatever-1')
    await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
    await expectOnTop(page, MSG.login.INVALID_PHONENUMBER)

    await phone.fill(customer.phoneNumber)
    await drawer.getByLabel('Password').fill('not-the-password')
    await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
    await expectOnTop(page, MSG.login.INVALID_PASSWORD)
    expect(await page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()
  })

  test('sign up: required fields, email and password rules, phone and email already registered', async ({ page, request }) => {
    const existing = await registerCustomer(request)
    const drawer = await openDrawer(page, 'Sign Up')
    const submit = drawer.getByRole('button', { name: 'Sign Up', exact: true })
    await submit.click()
    await expect(drawer.getByText(MSG.register.nameRequired)).toBeVisible()
    await expect(drawer.getByText(MSG.register.emailRequired)).toBeVisible()
    await expect(drawer.getByText(MSG.register.passwordMin)).toBeVisible()
    await expect(drawer.getByText(MSG.login.phoneRequired)).toBeVisible()

    await drawer.getByLabel('Name').fill('Neha Gupta')
    await drawer.getByLabel('Email').fill('not-an-email')
    await drawer.getByLabel('Password').fill('12345')
    await chooseCountry(page, 'India', /^India\s*\+91$/)
    await drawer.getByLabel('Phone Number').fill('98765')
    await submit.click()
    await expect(drawer.getByText(MSG.register.emailInvalid)).toBeVisible()
    await expect(drawer.getByText(MSG.register.passwordMin)).toBeVisible()
    await expect(drawer.getByText(MSG.login.phoneInvalid)).toBeVisible()

    await drawer.getByLabel('Email').fill(`fresh-${existing.phoneNumber}@example.com`)
    await drawer.getByLabel('Password').fill('neha-secret-1')
    await drawer.getByLabel('Phone Number').fill(existing.phoneNumber)
    await submit.click()
    await expectOnTop(page, MSG.register.PHONE_NUMBER_ALREADY_EXIST)

    await drawer.getByLabel('Email').fill(existing.email)
    await drawer.getByLabel('Phone Number').fill(`6${existing.phoneNumber.slice(1)}`)
    await submit.click()
    await expect(page.getByText(MSG.register.EMAIL_ALREADY_EXIST)).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('nuvo_user_cred'))).toBeNull()

    // The drawer toggles back to Log In.
    await drawer.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(drawer.getByRole('heading', { name: 'Log In' })).toBeVisible()
  })

  test('checkout: what Proceed To Buy waits for is written beside it, Please Login to add address, address rules shown only once touched', async ({
    page,
    request,
  }) => {
    const [chosen] = (await pickProducts(request, 1, 3)).map(firstCode)
    await page.goto('/terms')
    await fillCart(page, [cartLine(chosen, 1)])
    await page.goto('/mycart')

    const buy = page.getByRole('button', { name: 'Proceed To Buy' })
    // Written out, not a hover tooltip: a phone has no hover.
    const reason = page.getByTestId('proceed-to-buy-reason')
    await expect(buy).toBeDisabled()
    await expect(reason).toBeVisible()
    await expect(reason).toHaveText(MSG.checkout.loginToProceed)
    await expect(buy).toHaveAccessibleDescription(MSG.checkout.loginToProceed)
    await page.getByRole('button', { name: 'Add New Address' }).click()
    await expect(page.getByText(MSG.address.loginRequired)).toBeVisible()
    await expect(page.getByRole('form', { name: 'Add New Address' })).toHaveCount(0)

    const customer = await registerCustomer(request)
    await openSignedIn(page, customer, '/mycart')
    await expect(buy).toBeDisabled()
    await expect(reason).toBeVisible()
    await expect(reason).toHaveText(MSG.checkout.selectAddress)
    // aria-disabled keeps it focusable and clickable for the reason; force skips Playwright's enabled check.
    await buy.click({ force: true })
    await expect(page.getByText(MSG.checkout.deliveryAddressRequired)).toBeVisible()

    await page.getByRole('button', { name: 'Add New Address' }).click()
    const form = page.getByRole('form', { name: 'Add New Address' })
    await touch(form.getByLabel('Door No'))
    await expect(form.getByText(MSG.address.doorNoRequired)).toBeVisible()
    await expect(form.getByText(MSG.address.streetNameRequired)).toHaveCount(0)
    await touch(form.getByLabel('Street Name'))
    await touch(form.getByLabel('City'))
    await touch(form.getByLabel('State'))
    await touch(form.getByLabel('Pincode'))
    await touch(form.getByLabel('Landmark (optional)'))
    await touch(form.getByLabel('Type'))
    for (const message of [
      MSG.address.streetNameRequired,
      MSG.address.cityRequired,
      MSG.address.stateRequired,
      MSG.address.pincodeRequired,
      MSG.address.typeRequired,
    ]) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await form.getByLabel('Pincode').fill('12345')
    await expect(form.getByText(MSG.address.pincodeInvalid)).toBeVisible()
    await form.getByLabel('Pincode').fill('122001')
    await expect(form.getByText(MSG.address.pincodeInvalid)).toHaveCount(0)
    await expect(form.getByRole('alert')).toHaveCount(5)

    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add New Address' })).toBeVisible()
  })

  test('profile: read-only until Edit, then the name, email and phone rules; Cancel restores the saved values', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Farhan Ali')
    await createAddress(request, customer)
    await openSignedIn(page, customer, '/dashboard')
    const form = page.getByRole('form', { name: 'Account Details' })
    const name = form.getByLabel('Name')
    await expect(name).toHaveValue('Farhan Ali')
    await expect(name).not.toBeEditable()

    await form.getByRole('button', { name: 'Edit' }).click()
    await expect(name).toBeEditable()
    await name.fill('')
    await form.getByLabel('Email').fill('')
    await form.getByLabel('Phone Number').fill('')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(MSG.profile.nameRequired)).toBeVisible()
    await expect(form.getByText(MSG.profile.emailRequired)).toBeVisible()
    await expect(form.getByText(MSG.profile.phoneRequired)).toBeVisible()

    await form.getByLabel('Email').fill('farhan@')
    await form.getByLabel('Phone Number').fill('98x7654321')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText(MSG.profile.emailInvalid)).toBeVisible()
    await expect(form.getByText(MSG.profile.phoneDigits)).toBeVisible()
    await form.getByLabel('Phone Number').fill('987654')
    await expect(form.getByText(MSG.profile.phoneMin)).toBeVisible()

    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(name).toHaveValue('Farhan Ali')
    await expect(form.getByLabel('Phone Number')).toHaveValue(customer.phoneNumber)
    await expect(name).not.toBeEditable()
    await expect(form.getByRole('alert')).toHaveCount(0)

    // A valid edit is saved and the form stays in edit mode.
    await form.getByRole('button', { name: 'Edit' }).click()
    await name.fill('Farhan A. Ali')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(MSG.profile.updated)).toBeVisible()
    await expect(name).toBeEditable()
    const details = await request.get('/api/shop/user/getmydetails', { headers: { Authorization: `Bearer ${customer.token}` } })
    expect((await details.json()).data.user.name).toBe('Farhan A. Ali')
  })

  test('forgot and reset password: required email, access denied without a token, matching passwords', async ({ page }) => {
    await page.goto('/forgotPassword')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(MSG.forgot.required)).toBeVisible()

    await page.goto('/resetPassword')
    await expect(page.getByRole('heading', { name: MSG.reset.noTokenTitle })).toBeVisible()
    await expect(page.getByText(MSG.reset.noTokenText)).toBeVisible()
    await expect(page.getByLabel('New Password')).toHaveCount(0)

    await page.goto('/resetPassword?token=some-token')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByRole('alert')).toHaveCount(2)
    await page.getByLabel('New Password').fill('first-secret-1')
    await page.getByLabel('Confirm Password').fill('other-secret-2')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText(MSG.reset.mismatch)).toBeVisible()
  })
})
