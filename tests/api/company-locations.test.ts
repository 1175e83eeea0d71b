import { beforeAll, describe, expect, it } from 'vitest'

import { APPROVAL_MESSAGES, awaitingApprovalResponseSchema, companyResponseSchema, MSG } from '../../cms/contract'
import { call, rest } from '../helpers/api'
import { createCompany, newMember, type Member } from '../helpers/companies'
import { memberOrder, memberOrders, shipAndReadInvoice } from '../helpers/company-orders'
import { DELHI_LOCATION, JAIPUR_LOCATION } from '../helpers/locations'
import { catalogue, waitForEmail, type Purchasable } from '../helpers/orders'

/** Orders to a company's ship-to locations: the location's address, its GSTIN billed and its state the place of supply. */

async function locationsSeenBy(member: Member) {
  const reply = await call('GET', '/company', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return companyResponseSchema.parse(reply.body).data.locations
}

async function checkoutDefaultsOf(member: Member) {
  const reply = await call('GET', '/checkout/defaults', { token: member.token })
  expect(reply.status, reply.text).toBe(200)
  return reply.body.data as { locationId: string | null; addressId: string | null }
}

/** Staff limit one member of the company to the locations named (by the location's name). */
async function limitTo(companyId: string, member: Member, names: string[]) {
  const company = (await rest('GET', `/companies/${companyId}?depth=0`)).body
  const ids = (company.locations as { id: string; name: string }[]).filter((location) => names.includes(location.name)).map((l) => l.id)
  const members = (company.members as { customer: string; locations?: string[] }[]).map((row) =>
    row.customer === member.id ? { ...row, locations: ids } : row,
  )
  const reply = await rest('PATCH', `/companies/${companyId}?depth=0`, { members })
  expect(reply.status, reply.text).toBe(200)
}

let item: Purchasable
const TWO_LOCATIONS = { locations: [DELHI_LOCATION, JAIPUR_LOCATION] }

beforeAll(async () => {
  item = (await catalogue())[0]
})

describe('an order to a company location', () => {
  it("ships to the location's address; the invoice bills its GSTIN in the company's name, its state the place of supply", async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer' },
      ],
      { ...TWO_LOCATIONS, name: 'Lotus Hospital' },
    )
    const locations = await locationsSeenBy(buyer)
    expect(locations.map(({ name, gstin, city }) => ({ name, gstin, city }))).toEqual([
      { name: DELHI_LOCATION.name, gstin: DELHI_LOCATION.gstin, city: 'New Delhi' },
      { name: JAIPUR_LOCATION.name, gstin: JAIPUR_LOCATION.gstin, city: 'Jaipur' },
    ])
    const jaipur = locations[1]

    // The buyer's own address is in Delhi: the location, not the address, decides where the goods go and who is billed.
    const placed = await memberOrders(buyer, [{ item, quantity: 2 }], { locationId: jaipur.id, gstin: '07AABCC4321H1Z3' })
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.orderId as string
    const view = await memberOrder(buyer, orderId)
    expect(view).toMatchObject({
      location: JAIPUR_LOCATION.name,
      gstin: JAIPUR_LOCATION.gstin,
      businessName: 'Lotus Hospital',
      address: { city: 'Jaipur', state: 'Rajasthan', pincode: '302018', streetName: 'Tonk Road' },
    })

    const placedEmail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(orderId))
    expect(placedEmail.text).toContain('Deliver to: Jaipur Unit, 45, Tonk Road, Jaipur, Rajasthan - 302018')

    const invoice = await shipAndReadInvoice(buyer, orderId, 'NS2411-LOC')
    expect(invoice.buyer).toEqual({ name: 'Lotus Hospital', gstin: JAIPUR_LOCATION.gstin })
    expect(invoice.placeOfSupply).toEqual({ state: 'Rajasthan', stateCode: '08' })
    expect(invoice.deliveryAddress).toMatch(/^Jaipur Unit, 45, Tonk Road/)
    // Across states the tax is IGST; within the seller's state it is CGST and SGST.
    const interState = invoice.seller.stateCode !== '08'
    expect(invoice.totals.igst > 0).toBe(interState)
    expect(invoice.totals.cgst > 0).toBe(!interState)
  })

  it('a request for approval keeps its location: the approved order ships there and bills its GSTIN', async () => {
    const [admin, buyer, approver] = await Promise.all(['Admin', 'Buyer', 'Approver'].map(newMember))
    await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer', needsApproval: true },
        { member: approver, role: 'approver' },
      ],
      TWO_LOCATIONS,
    )
    const jaipur = (await locationsSeenBy(buyer)).find((location) => location.name === JAIPUR_LOCATION.name)!
    const held = await memberOrders(buyer, [{ item, quantity: 1 }], { locationId: jaipur.id })
    expect(held.status, held.text).toBe(202)
    const { requestId } = awaitingApprovalResponseSchema.parse(held.body)
    const approved = await call('POST', `/company/requests/${requestId}/approve`, { token: approver.token })
    expect(approved.status, approved.text).toBe(201)
    expect(await memberOrder(buyer, approved.body.orderId as string)).toMatchObject({
      location: JAIPUR_LOCATION.name,
      gstin: JAIPUR_LOCATION.gstin,
      address: { city: 'Jaipur' },
      approvedBy: approver.name,
    })
  })
})

describe('locations refused', () => {
  it("another company's location, a location without a company, and no delivery at all: 400 naming the field", async () => {
    const [admin, buyer, otherAdmin, loner] = await Promise.all(['Admin', 'Buyer', 'Other', 'Loner'].map(newMember))
    await createCompany([
      { member: admin, role: 'admin' },
      { member: buyer, role: 'buyer' },
    ])
    await createCompany([{ member: otherAdmin, role: 'admin' }], TWO_LOCATIONS)
    const theirs = (await locationsSeenBy(otherAdmin))[1]

    const foreign = await memberOrders(buyer, [{ item, quantity: 1 }], { locationId: theirs.id })
    expect(foreign.status, foreign.text).toBe(400)
    expect(foreign.body).toEqual({
      message: APPROVAL_MESSAGES.unknownLocation,
      errors: [{ field: 'locationId', message: APPROVAL_MESSAGES.unknownLocation }],
    })

    const companyless = await memberOrders(loner, [{ item, quantity: 1 }], { locationId: theirs.id })
    expect(companyless.status, companyless.text).toBe(400)
    expect(companyless.body.errors).toEqual([{ field: 'locationId', message: APPROVAL_MESSAGES.noLocations }])

    const nowhere = await memberOrders(buyer, [{ item, quantity: 1 }], { locationId: null })
    expect(nowhere.status, nowhere.text).toBe(400)
    expect(nowhere.body.errors).toEqual([{ field: 'addressId', message: MSG.checkout.deliveryAddressRequired }])

    const orders = await call('GET', '/order/getMyOrder', { token: buyer.token })
    expect(orders.body.data.orders).toHaveLength(0)
  })

  it('a buyer limited to one location sees only it, orders only to it, and not to an address of their own', async () => {
    const [admin, buyer] = await Promise.all(['Admin', 'Buyer'].map(newMember))
    const company = await createCompany(
      [
        { member: admin, role: 'admin' },
        { member: buyer, role: 'buyer' },
      ],
      TWO_LOCATIONS,
    )
    const [, jaipurForAdmin] = await locationsSeenBy(admin)
    await limitTo(company.id, buyer, [DELHI_LOCATION.name])

    const seen = await locationsSeenBy(buyer)
    expect(seen.map((location) => location.name)).toEqual([DELHI_LOCATION.name])
    expect((await locationsSeenBy(admin)).map((location) => location.name)).toEqual([DELHI_LOCATION.name, JAIPUR_LOCATION.name])
    // Checkout starts at their location, not at their own address.
    expect(await checkoutDefaultsOf(buyer)).toMatchObject({ locationId: seen[0].id, addressId: null })
    // Anyone else starts with their own address until an order goes to a location; then at that location.
    expect(await checkoutDefaultsOf(admin)).toMatchObject({ locationId: null, addressId: admin.addressId })
    expect((await memberOrders(admin, [{ item, quantity: 1 }], { locationId: jaipurForAdmin.id })).status).toBe(201)
    expect(await checkoutDefaultsOf(admin)).toMatchObject({ locationId: jaipurForAdmin.id, addressId: null })

    const elsewhere = await memberOrders(buyer, [{ item, quantity: 1 }], { locationId: jaipurForAdmin.id })
    expect(elsewhere.status, elsewhere.text).toBe(400)
    expect(elsewhere.body.errors).toEqual([{ field: 'locationId', message: APPROVAL_MESSAGES.unknownLocation }])

    const home = await memberOrders(buyer, [{ item, quantity: 1 }], { addressId: buyer.addressId })
    expect(home.status, home.text).toBe(400)
    expect(home.body.errors).toEqual([{ field: 'locationId', message: APPROVAL_MESSAGES.locationRequired }])

    const allowed = await memberOrders(buyer, [{ item, quantity: 1 }], { locationId: seen[0].id })
    expect(allowed.status, allowed.text).toBe(201)
    expect(await memberOrder(buyer, allowed.body.orderId as string)).toMatchObject({
      location: DELHI_LOCATION.name,
      gstin: DELHI_LOCATION.gstin,
    })
  })
})
