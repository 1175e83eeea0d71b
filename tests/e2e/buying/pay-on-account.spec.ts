import path from 'node:path'

import { MSG } from '../../../cms/contract/messages'
import { CODE_TERMS } from '../../../seed/data/trade'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import {
  cartLine,
  createAddress,
  expectedTotal,
  fillCart,
  firstCode,
  myOrders,
  openSignedIn,
  pickProducts,
  registerCustomer,
  rupees,
  staffToken,
} from './support'

const DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots')
const GSTIN = '27AAPFU0939F1ZV'

test('a verified business with credit finds its address, pay on account and its GSTIN chosen at checkout, and sees its balance, due invoices and statement', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Kavya Rao')
  await createAddress(request, customer)
  // Staff verify the business and give it ₹50,000 of credit (in paise) at net 30.
  const token = await staffToken(request, SEED_LOGINS.orders)
  const granted = await request.patch(`/api/customers/${customer.user._id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      business: { organisation: 'Rao Nursing Home', type: 'hospital', gstin: GSTIN, verified: true },
      credit: { limit: 5_000_000, termsDays: 30 },
    },
  })
  expect(granted.ok(), await granted.text()).toBe(true)

  // A code without pack rules or tiers, so two of it are simply two at "Our price".
  const chosen = (await pickProducts(request, 12, 7)).map(firstCode).find((entry) => !(entry.code in CODE_TERMS))
  const total = expectedTotal([{ price: chosen!.price, quantity: 2 }])
  await openSignedIn(page, customer, '/terms')
  await fillCart(page, [cartLine(chosen!, 2)])
  await page.goto('/mycart')
  // Nothing to choose again: the only address, pay on account and the business's GSTIN and name are filled in.
  await expect(page.getByRole('radio', { name: /Office/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Pay on account/ })).toBeChecked()
  await expect(page.getByText(`Net 30 days after the invoice; ${rupees(50_000)} of credit available`)).toBeVisible()
  await expect(page.getByLabel('GSTIN')).toHaveValue(GSTIN)
  await expect(page.getByLabel('Business name')).toHaveValue('Rao Nursing Home')
  await expect(page.getByTestId('proceed-to-buy-reason')).toHaveCount(0)
  // The header's Log Out stays on one line at 1280 px.
  expect((await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).boundingBox())!.height).toBeLessThanOrEqual(40)
  await page.getByLabel('PO number').fill('PO/RAO/118')
  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  await expect(page.getByText(MSG.checkout.accountPlaced)).toBeVisible()
  await expect(page).toHaveURL(/\/order\/[^/]+$/)
  await expect(page.getByTestId('confirmed-po-number')).toHaveText('PO/RAO/118')
  const [order] = await myOrders(request, customer)
  expect(order).toMatchObject({
    paymentType: 'ACCOUNT',
    paymentStatus: 'PENDING',
    totalAmount: total,
    gstin: GSTIN,
    poNumber: 'PO/RAO/118',
  })

  await page.goto('/dashboard?tab=account')
  await expect(page.getByTestId('account-outstanding')).toHaveText(rupees(total))
  await expect(page.getByTestId('account-available')).toHaveText(rupees(50_000 - total))
  await expect(page.getByTestId('account-entry')).toContainText(order!.orderId)
  await expect(page.getByTestId('account-entry')).toContainText('Not yet invoiced')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Statement (PDF)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.pdf$/)
  await page.getByRole('region', { name: 'Account and credit' }).screenshot({ path: path.join(DIR, 'account-and-credit.png') })
  // The profile's GST is the same GSTIN of record.
  await page.getByRole('tab', { name: 'Profile' }).click()
  await expect(page.getByRole('form', { name: 'Account Details' }).getByLabel('GST')).toHaveValue(GSTIN)

  // A buyer without credit is never offered the option.
  const other = await registerCustomer(request, 'Walk In')
  await createAddress(request, other)
  await openSignedIn(page, other, '/terms')
  await fillCart(page, [cartLine(chosen!, 1)])
  await page.goto('/mycart')
  await expect(page.getByRole('radio', { name: /Office/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Cash On Delivery/ })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Pay on account/ })).toHaveCount(0)
})
