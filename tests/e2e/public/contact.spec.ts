import { MSG } from '../../../cms/contract/messages'
import { expect, test } from '../fixtures'
import { pauseClock } from './support'

test("the enquiry form checks its fields with the contract's messages", async ({ page }) => {
  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText(MSG.contact.nameRequired)).toBeVisible()
  await expect(page.getByText(MSG.contact.phoneRequired)).toBeVisible()
  await expect(page.getByText(MSG.contact.emailRequired)).toBeVisible()
  await page.getByLabel('Phone Number', { exact: true }).fill('12345')
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText(MSG.contact.phoneDigits)).toBeVisible()
  await expect(page.getByText(MSG.contact.emailInvalid)).toBeVisible()
})

test("sending shows 'Sending...', then the success message for 5 seconds", async ({ page }) => {
  await page.clock.install()
  let received: unknown = null
  // The enquiry is held until the page has shown 'Sending...'.
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/shop/enquiry', async (route) => {
    received = route.request().postDataJSON()
    await released
    await route.continue()
  })
  await page.goto('/contact-us')
  await page.getByLabel('Name', { exact: true }).fill('Dr. Asha Rao')
  await page.getByLabel('Phone Number', { exact: true }).fill('9876543210')
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com')
  await page.getByLabel('Enquiry', { exact: true }).fill('Price list for PGA sutures, please.')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('button', { name: MSG.contact.sending })).toBeDisabled()
  release()
  await expect(page.getByText(MSG.contact.success)).toBeVisible()
  expect(received).toEqual({
    name: 'Dr. Asha Rao',
    phoneNumber: '9876543210',
    email: 'asha@example.com',
    enquiry: 'Price list for PGA sutures, please.',
  })
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await pauseClock(page)
  await page.clock.runFor(4000)
  await expect(page.getByText(MSG.contact.success)).toBeVisible()
  await page.clock.runFor(1500)
  await expect(page.getByText(MSG.contact.success)).toHaveCount(0)
})

test('a failed send says so', async ({ page }) => {
  await page.route('**/api/shop/enquiry', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }))
  await page.goto('/contact-us')
  await page.getByLabel('Name', { exact: true }).fill('Dr. Asha Rao')
  await page.getByLabel('Phone Number', { exact: true }).fill('9876543210')
  await page.getByLabel('Email', { exact: true }).fill('asha@example.com')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText(MSG.contact.failed)).toBeVisible()
})
