import { APPROVAL_MESSAGES } from '../../../cms/contract/approvals'
import { MSG } from '../../../cms/contract/messages'
import { DELHI_LOCATION, JAIPUR_LOCATION } from '../../helpers/locations'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { logIntoAdmin } from '../admin/support'
import { expect, test } from '../fixtures'
import { serveStandIn } from './razorpay-stand-in'
import {
  cartLine,
  createAddress,
  expectedTotal,
  fillCart,
  firstCode,
  myOrders,
  openSignedIn,
  orderAsStaff,
  pickProducts,
  receiveLots,
  registerCustomer,
  staffToken,
} from './support'

/**
 * What a hospital's buyer, approver, admin and the shop's staff see of an order to one of the hospital's locations that
 * needs approval, on a phone and a desk; the admin then changes the hospital's ordering rules.
 */
for (const width of [375, 1280]) {
  test(`a ₹60,000 order by a hospital's buyer waits for approval; approved, the buyer pays it and the invoice bills the location's GSTIN and names the approver (${width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow(width === 1280, 'staff also open the request in the admin')
    await page.setViewportSize({ width, height: 900 })
    const standIn = await serveStandIn(page, 'pay')
    const [buyer, approver, admin] = [
      await registerCustomer(request, 'Ravi Menon'),
      await registerCustomer(request, 'Dr. Lata Pillai'),
      await registerCustomer(request, 'Anil Shah'),
    ]
    await createAddress(request, buyer)
    const staff = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
    const company = await request.post('/api/companies?depth=0', {
      headers: staff,
      data: {
        name: `Sunrise Hospital ${buyer.phoneNumber.slice(-4)}`,
        type: 'hospital',
        members: [
          { customer: admin.user._id, role: 'admin' },
          { customer: buyer.user._id, role: 'buyer' },
          { customer: approver.user._id, role: 'approver' },
        ],
        locations: [DELHI_LOCATION, JAIPUR_LOCATION],
        approval: { above: 50_000_00 },
      },
    })
    expect(company.status(), await company.text()).toBe(201)

    const [chosen] = (await pickProducts(request, 1, width === 375 ? 22 : 23)).map(firstCode)
    const quantity = Math.ceil(60_000 / chosen.price)
    const total = expectedTotal([{ price: chosen.price, quantity }])
    await receiveLots(request, [{ code: chosen.code, lot: `E2E-APPROVAL-${width}`, quantity }])

    // The buyer checks out online: the order is held back for approval, nothing is paid yet.
    await openSignedIn(page, buyer, '/terms')
    await fillCart(page, [cartLine(chosen, quantity)])
    await page.goto('/mycart')
    // It goes to the company's Jaipur unit, whose GSTIN the invoice will bill: no GSTIN is typed.
    await page.getByRole('radio', { name: new RegExp(JAIPUR_LOCATION.name) }).check()
    await expect(page.getByTestId('billed-location')).toContainText(JAIPUR_LOCATION.gstin)
    await expect(page.getByRole('textbox', { name: 'GSTIN', exact: true })).toHaveCount(0)
    await page.getByRole('radio', { name: /Pay Online/ }).check()
    await page.getByRole('button', { name: 'Proceed To Buy' }).click()
    await expect(page.getByText(APPROVAL_MESSAGES.awaiting)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\?tab=approvals$/)
    await expect(page.getByTestId('approval-status')).toHaveText('Awaiting approval')
    expect(standIn.recorded).toHaveLength(0)

    // The approver approves it in their own browser.
    const approverPage = await browser.newPage({ viewport: { width, height: 900 } })
    await openSignedIn(approverPage, approver, '/dashboard?tab=approvals')
    const request_ = approverPage.getByTestId('approval-request').filter({ hasText: buyer.name })
    await expect(request_).toContainText(`× ${quantity}`)
    await request_.getByRole('button', { name: 'Approve' }).click()
    await expect(approverPage.getByText(APPROVAL_MESSAGES.approved)).toBeVisible()
    await expect(request_.getByTestId('approval-status')).toContainText('Approved · Order ')
    await approverPage.close()

    if (width === 1280) {
      // The shop's staff read the request in the admin: the order as sent, its priced lines and the rule that held it.
      const requests = await request.get(`/api/approval-requests?depth=0&where[buyer][equals]=${buyer.user._id}`, { headers: staff })
      const [held] = (await requests.json()).docs
      const staffPage = await browser.newPage({ viewport: { width, height: 900 } })
      await logIntoAdmin(staffPage, SEED_LOGINS.orders)
      await staffPage.goto(`/admin/collections/approval-requests/${held.id}`)
      await expect(staffPage.locator('#field-lines')).toContainText(`"code": "${chosen.code}"`)
      await expect(staffPage.locator('#field-lines')).toContainText(`"quantity": ${quantity}`)
      await expect(staffPage.locator('#field-rules')).toContainText('"above"')
      await expect(staffPage.locator('#field-input')).toContainText('"paymentType": "ONLINE"')
      await staffPage.close()
    }

    // The buyer finds the order waiting for payment, approved by the approver, and pays it.
    await page.goto('/dashboard?tab=orders')
    const card = page.getByTestId('order-card')
    await expect(card).toContainText(`Approved by: ${approver.name}`)
    await expect(card).toContainText(`Company location: ${JAIPUR_LOCATION.name}`)
    await expect(card.getByTestId('order-awaits-payment')).toContainText('This order waits for your online payment.')
    await card.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(page.getByText(MSG.payment.verified)).toBeVisible()
    await expect(card.getByTestId('order-awaits-payment')).toHaveCount(0)
    const [order] = await myOrders(request, buyer)
    expect(order).toMatchObject({ paymentType: 'ONLINE', paymentStatus: 'PAID', totalAmount: total })
    expect(standIn.recorded.map((options) => options.amount)).toEqual([Math.round(total * 100)])

    // Shipped, its invoice bills the Jaipur unit's GSTIN in Rajasthan and names who approved it.
    const stored = await orderAsStaff(request, order.orderId, staff)
    const lots = [{ code: chosen.code, lot: `E2E-APPROVAL-${width}`, expiry: '2099-12', quantity }]
    const shipped = await request.patch(`/api/orders/${stored.id}`, {
      headers: staff,
      data: {
        status: 'SHIPPED',
        // Above ₹50,000 the goods travel with an e-way bill: its Part B is the transport.
        shipment: {
          courier: 'Blue Parcel',
          trackingNumber: `AWB-APPROVAL-${width}`,
          lots,
          partB: {
            mode: 'air',
            transporterId: '29AAACB1234C1Z5',
            documentNumber: `LR-${width}`,
            documentDate: new Date().toISOString().slice(0, 10),
          },
        },
      },
    })
    expect(shipped.status(), await shipped.text()).toBe(200)
    const invoice = await request.get(`/api/shop/order/invoice/${order.orderId}?format=json`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    })
    expect((await invoice.json()).data).toMatchObject({
      approvedBy: approver.name,
      buyer: { gstin: JAIPUR_LOCATION.gstin },
      placeOfSupply: { state: 'Rajasthan', stateCode: '08' },
      totals: { grandTotal: total },
    })
    await page.reload()
    await expect(card.getByRole('button', { name: 'Download invoice' })).toBeVisible()

    // The company's admin sees the order and its invoice, named by who placed it.
    const adminPage = await browser.newPage({ viewport: { width, height: 900 } })
    await openSignedIn(adminPage, admin, '/dashboard?tab=orders')
    const seen = adminPage.getByTestId('order-card').filter({ hasText: order.orderId })
    await expect(seen.getByTestId('order-placed-by')).toHaveText(` by ${buyer.name}`)
    await expect(seen.getByRole('button', { name: 'Download invoice' })).toBeVisible()
    // And from now on asks every order for a PO number and one of two cost centres.
    await adminPage.goto('/dashboard?tab=company')
    await adminPage.getByLabel('Every order needs a PO number').check()
    await adminPage.getByLabel('Cost centres').fill('Wards\nTheatre')
    await adminPage.getByRole('button', { name: 'Save rules' }).click()
    await expect(adminPage.getByText('Rules saved')).toBeVisible()
    const rules = await request.get('/api/shop/company', { headers: { Authorization: `Bearer ${buyer.token}` } })
    expect((await rules.json()).data.rules).toMatchObject({ requirePo: true, costCentres: ['Wards', 'Theatre'], above: 50_000 })
    await adminPage.close()
  })
}
