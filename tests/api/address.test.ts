import { beforeAll, describe, expect, it } from 'vitest'

import { addressCreateResponseSchema, addressListResponseSchema, MSG } from '../../cms/contract'
import { call, post, registerCustomer, type TestCustomer } from '../helpers/api'

const address = {
  doorNo: '12B',
  streetName: 'MG Road',
  city: 'Gurugram',
  state: 'Haryana',
  pinCode: '122001',
  landMark: 'Near the metro',
  type: 'Office',
}

describe('addresses', () => {
  let owner: TestCustomer
  let intruder: TestCustomer

  beforeAll(async () => {
    ;[owner, intruder] = await Promise.all([registerCustomer(), registerCustomer()])
  })

  it('POST /address/create stores the address (pinCode → pincode) and answers it with its _id', async () => {
    const reply = await post('/address/create', { ...address, customer: intruder.id, extra: 'ignored' }, owner.token)
    expect(reply.status).toBe(201)
    expect(reply.body.message).toBe(MSG.address.added)
    const { data } = addressCreateResponseSchema.parse(reply.body)
    expect(data).toEqual({
      _id: expect.any(String),
      type: 'Office',
      doorNo: '12B',
      streetName: 'MG Road',
      landMark: 'Near the metro',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122001',
    })
    const own = await call('GET', '/address/get', { token: owner.token })
    expect(own.body.data.map((entry: { _id: string }) => entry._id)).toContain(data._id)
    const other = await call('GET', '/address/get', { token: intruder.token })
    expect(other.body.data.map((entry: { _id: string }) => entry._id)).not.toContain(data._id)
  })

  it('accepts a missing or null landmark and a pincode sent as a number', async () => {
    const reply = await post('/address/create', { ...address, landMark: null, pinCode: 560001, type: 'Personal' }, owner.token)
    expect(reply.status).toBe(201)
    expect(reply.body.data).toMatchObject({ landMark: null, pincode: '560001', type: 'Personal' })
    const { landMark: _omitted, ...withoutLandmark } = address
    expect((await post('/address/create', withoutLandmark, owner.token)).body.data.landMark).toBeNull()
  })

  it('refuses bad fields with the address form messages, field by field', async () => {
    const empty = await post('/address/create', {}, owner.token)
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'doorNo', message: MSG.address.doorNoRequired },
        { field: 'streetName', message: MSG.address.streetNameRequired },
        { field: 'city', message: MSG.address.cityRequired },
        { field: 'state', message: MSG.address.stateRequired },
        { field: 'pinCode', message: MSG.address.pincodeRequired },
        { field: 'type', message: MSG.address.typeRequired },
      ]),
    )
    const bad = await post('/address/create', { ...address, pinCode: '12345', type: 'Home' }, owner.token)
    expect(bad.body.errors).toEqual([
      { field: 'pinCode', message: MSG.address.pincodeInvalid },
      { field: 'type', message: MSG.address.typeInvalid },
    ])
    const blank = await post('/address/create', { ...address, doorNo: '   ' }, owner.token)
    expect(blank.body.errors).toEqual([{ field: 'doorNo', message: MSG.address.doorNoRequired }])
  })

  it('GET /address/get lists only the caller’s addresses', async () => {
    const reply = await call('GET', '/address/get', { token: owner.token })
    expect(reply.status).toBe(200)
    const list = addressListResponseSchema.parse(reply.body).data
    expect(list.length).toBeGreaterThanOrEqual(3)
    expect((await call('GET', '/address/get', { token: intruder.token })).body).toEqual({ data: [] })
  })

  it('another customer can neither delete nor see an address: 404, and it stays', async () => {
    const created = await post('/address/create', address, owner.token)
    const addressId = created.body.data._id as string
    const attempt = await post('/address/delete', { addressId }, intruder.token)
    expect(attempt.status).toBe(404)
    expect(attempt.body.message).toEqual(expect.any(String))
    const list = await call('GET', '/address/get', { token: owner.token })
    expect(list.body.data.map((entry: { _id: string }) => entry._id)).toContain(addressId)
  })

  it('POST /address/delete removes the caller’s own address; a second delete is a 404', async () => {
    const created = await post('/address/create', address, owner.token)
    const addressId = created.body.data._id as string
    const deleted = await post('/address/delete', { addressId }, owner.token)
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(MSG.address.deleted)
    const list = await call('GET', '/address/get', { token: owner.token })
    expect(list.body.data.map((entry: { _id: string }) => entry._id)).not.toContain(addressId)
    expect((await post('/address/delete', { addressId }, owner.token)).status).toBe(404)
  })

  it('refuses a missing or malformed addressId with 400 and unknown ids with 404', async () => {
    expect((await post('/address/delete', {}, owner.token)).status).toBe(400)
    expect((await post('/address/delete', { addressId: { $ne: null } }, owner.token)).status).toBe(400)
    expect((await post('/address/delete', { addressId: 'not-a-real-id' }, owner.token)).status).toBe(404)
  })

  it('every address call needs a customer token: 401 JSON', async () => {
    for (const reply of [
      await post('/address/create', address),
      await call('GET', '/address/get'),
      await post('/address/delete', { addressId: 'x' }),
      await call('GET', '/address/get', { token: 'garbage' }),
    ]) {
      expect(reply.status).toBe(401)
      expect(reply.body.message).toEqual(expect.any(String))
    }
  })
})
