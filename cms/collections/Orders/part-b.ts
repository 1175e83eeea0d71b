import type { Field, PayloadRequest } from 'payload'

import {
  DEFAULT_EWAY_BILL_THRESHOLD_PAISE,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_MODES,
  isVehicleNumber,
  normaliseVehicleNumber,
  partBRequired,
} from '../../contract/eway-bill'
import type { Order } from '../../payload-types'
import { consignmentValue, type PartB } from '../../services/for-collections'

type FieldProblem = { path: string; message: string }
type PartBInput = Partial<Record<keyof PartB, unknown>>

/** The e-way bill's Part B as stored on the order's shipment (PartB of services/einvoice/types.ts). */
export const partBField: Field = {
  name: 'partB',
  label: 'E-way bill Part B',
  type: 'group',
  admin: { description: 'Asked on shipping when the goods are worth more than the e-way bill threshold of the site settings.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'mode', type: 'select', options: TRANSPORT_MODES.map((mode) => ({ label: TRANSPORT_MODE_LABELS[mode], value: mode })) },
        { name: 'transporterId', label: 'Transporter id or GSTIN', type: 'text' },
        { name: 'vehicleNumber', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'documentNumber', label: 'Transport document number', type: 'text' },
        { name: 'documentDate', label: 'Transport document date (YYYY-MM-DD)', type: 'text' },
        { name: 'distanceKm', label: 'Distance (km)', type: 'number' },
      ],
    },
  ],
}

const PATH = 'shipment.partB'
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * Whether shipping this order asks for Part B: the value of its goods above the site settings' threshold (its total,
 * tax included; for a free replacement, the value its delivery challan states).
 */
export async function orderNeedsPartB(req: PayloadRequest, order: Order): Promise<boolean> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
    select: { ewayBillThreshold: true },
  })
  return partBRequired(await consignmentValue(req.payload, order), settings.ewayBillThreshold ?? DEFAULT_EWAY_BILL_THRESHOLD_PAISE)
}

/**
 * The Part B given on shipping, checked and normalised, or what is missing or wrong (each field named). The transport
 * document number defaults to the shipment's tracking number (the courier's AWB).
 */
export function checkPartB(input: PartBInput | null | undefined, trackingNumber: string): { partB: PartB } | { problems: FieldProblem[] } {
  const mode = text(input?.mode) as PartB['mode']
  const transporterId = text(input?.transporterId).toUpperCase()
  const documentNumber = text(input?.documentNumber) || trackingNumber
  const documentDate = text(input?.documentDate)
  const vehicleNumber = normaliseVehicleNumber(text(input?.vehicleNumber))
  const distance = input?.distanceKm
  const problems: FieldProblem[] = []
  if (!TRANSPORT_MODES.includes(mode)) {
    problems.push({ path: `${PATH}.mode`, message: 'The transport mode (road, rail, air or ship) is required for the e-way bill' })
  }
  if (!transporterId)
    problems.push({ path: `${PATH}.transporterId`, message: "The transporter id or the courier's GSTIN is required for the e-way bill" })
  if (!/^[A-Z0-9]{15}$/.test(transporterId) && transporterId) {
    problems.push({ path: `${PATH}.transporterId`, message: 'A transporter id or GSTIN has 15 letters and digits' })
  }
  if (!documentNumber)
    problems.push({ path: `${PATH}.documentNumber`, message: 'The transport document number is required for the e-way bill' })
  if (!documentDate) problems.push({ path: `${PATH}.documentDate`, message: 'The transport document date is required for the e-way bill' })
  else if (!isIsoDate(documentDate)) problems.push({ path: `${PATH}.documentDate`, message: 'The transport document date as YYYY-MM-DD' })
  if (mode === 'road' && !vehicleNumber) {
    problems.push({ path: `${PATH}.vehicleNumber`, message: 'The vehicle number is required for the e-way bill when the goods go by road' })
  } else if (vehicleNumber && !isVehicleNumber(vehicleNumber)) {
    problems.push({ path: `${PATH}.vehicleNumber`, message: 'A vehicle number like RJ14AB1234' })
  }
  const distanceKm = distance === null || distance === undefined || distance === '' ? null : Number(distance)
  if (distanceKm !== null && !(Number.isInteger(distanceKm) && distanceKm >= 0 && distanceKm <= 4000)) {
    problems.push({ path: `${PATH}.distanceKm`, message: 'The distance in whole kilometres, 0 to 4000' })
  }
  if (problems.length > 0) return { problems }
  return { partB: { mode, transporterId, documentNumber, documentDate, vehicleNumber: vehicleNumber || null, distanceKm } }
}
