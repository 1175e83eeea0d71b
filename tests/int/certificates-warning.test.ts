import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { dashboardTiles } from '../../cms/admin/dashboard/tiles'
import { makeStaff, makeProductDocument } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { tinyPdf } from '../helpers/pdf'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('certificates-warning'))
})
afterAll(() => cleanup())

const TILE = 'Certificates expiring within 30 days'

const document = (title: string, kind: 'IFU' | 'ISO_13485' | 'CE', expiresOn?: string) =>
  makeProductDocument(payload, title, kind, expiresOn)

it('warns catalogue editors of certificates expiring within 30 days or expired, soonest first, and never of an IFU', async () => {
  const editor = await makeStaff(payload, ['catalogue-editor'])
  const orderManager = await makeStaff(payload, ['order-manager'])
  // 26 November 2026, 10:00 in India.
  const now = new Date('2026-11-26T04:30:00Z')
  await document('IFU without expiry', 'IFU')
  await document('CE in 40 days', 'CE', '2027-01-05')
  await document('ISO in 30 days', 'ISO_13485', '2026-12-26')
  await document('CE in 31 days', 'CE', '2026-12-27')
  await document('ISO expired', 'ISO_13485', '2026-11-20')
  await document('CE today', 'CE', '2026-11-26')

  const tile = (await dashboardTiles(payload, editor, now)).flatMap((group) => group.tiles).find((entry) => entry.label === TILE)!
  expect(tile.value).toBe('3')
  expect(tile.warning).toBe(true)
  expect(tile.detail).toBe('ISO expired: expired 2026-11-20; CE today: expires today; ISO in 30 days: expires in 30 days (2026-12-26)')
  expect(tile.href).toMatch(/^\/admin\/collections\/product-documents\?where/)

  const earlier = (await dashboardTiles(payload, editor, new Date('2026-10-01T04:30:00Z'))).flatMap((group) => group.tiles)
  expect(earlier.find((entry) => entry.label === TILE)).toMatchObject({ value: '0', warning: false })

  expect((await dashboardTiles(payload, orderManager, now)).flatMap((group) => group.tiles).map((entry) => entry.label)).not.toContain(TILE)
})

it('refuses a certificate without its expiry date and a file that is not a PDF', async () => {
  const data = tinyPdf('no expiry')
  await expect(
    payload.create({
      collection: 'product-documents',
      data: { title: 'CE without date', kind: 'CE' },
      file: { data, mimetype: 'application/pdf', name: 'ce-no-date.pdf', size: data.length },
    }),
  ).rejects.toThrow(/Valid until/)
  const text = Buffer.from('not a pdf')
  await expect(
    payload.create({
      collection: 'product-documents',
      data: { title: 'Text', kind: 'IFU' },
      file: { data: text, mimetype: 'text/plain', name: 'notes.txt', size: text.length },
    }),
  ).rejects.toThrow(/invalid: file/)
})
