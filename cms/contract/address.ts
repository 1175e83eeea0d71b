import { z } from 'zod'

import { MSG } from './messages'

const PINCODE = /^[1-9][0-9]{5}$/
export const ADDRESS_TYPES = ['Personal', 'Office'] as const

const required = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`)

/** `POST /address/create` and the Add New Address panel (docs/requirements.md). The pincode is sent as `pinCode`. */
export const addressCreateRequestSchema = z.object({
  doorNo: required(MSG.address.doorNoRequired, 60),
  streetName: required(MSG.address.streetNameRequired),
  city: required(MSG.address.cityRequired, 80),
  state: required(MSG.address.stateRequired, 80),
  pinCode: z
    .union([z.string(), z.number().int()], { error: MSG.address.pincodeRequired })
    .transform((value) => String(value).trim())
    .refine((value) => value.length > 0, MSG.address.pincodeRequired)
    .refine((value) => value.length === 0 || PINCODE.test(value), MSG.address.pincodeInvalid),
  landMark: z
    .union([z.string().max(120), z.null()])
    .optional()
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)),
  type: z
    .string({ error: MSG.address.typeRequired })
    .min(1, MSG.address.typeRequired)
    .refine((value) => (ADDRESS_TYPES as readonly string[]).includes(value), MSG.address.typeInvalid),
})
export type AddressCreateRequest = z.input<typeof addressCreateRequestSchema>

export const addressSchema = z.object({
  _id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  doorNo: z.string(),
  streetName: z.string(),
  landMark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
})
export type Address = z.infer<typeof addressSchema>

export const addressDeleteRequestSchema = z.object({ addressId: z.string().trim().min(1, 'addressId is required').max(64) })
/**
 * Address calls (bearer): `POST /address/create` → 201 `{ message, data: Address }` or 400 `{ message, errors }`;
 * `GET /address/get` → `{ data: Address[] }` (newest first); `POST /address/delete {addressId}` → 200 `{ message }`,
 * or 404 when the id is not one of the caller's addresses. Without a customer token: 401 `{ message }`.
 */
export const addressListResponseSchema = z.object({ data: z.array(addressSchema) })
export const addressCreateResponseSchema = z.object({ message: z.string().optional(), data: addressSchema })
