/**
 * The e-way bill's Part B (how the goods travel), asked when an order ships with a consignment value above the
 * threshold the site settings name. Shared by the ship dialog and the server's check.
 */

export const TRANSPORT_MODES = ['road', 'rail', 'air', 'ship'] as const
export type TransportModeName = (typeof TRANSPORT_MODES)[number]

export const TRANSPORT_MODE_LABELS: Record<TransportModeName, string> = { road: 'Road', rail: 'Rail', air: 'Air', ship: 'Ship' }

/** ₹50,000: the consignment value (tax included) above which the goods move with an e-way bill (CGST rule 138). */
export const DEFAULT_EWAY_BILL_THRESHOLD_PAISE = 5_000_000

/** Part B is asked only above the threshold; exactly the threshold needs none. */
export function partBRequired(consignmentPaise: number, thresholdPaise: number): boolean {
  return consignmentPaise > thresholdPaise
}

/** " rj-14 ab 1234 " → "RJ14AB1234": the portal takes vehicle numbers upper case, without spaces or dashes. */
export function normaliseVehicleNumber(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '')
}

/** State code, district, series, number (RJ14AB1234, DL1C1234); or the Bharat series (22BH1234AA). */
const VEHICLE_NUMBER = /^(?:[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/

export function isVehicleNumber(normalised: string): boolean {
  return VEHICLE_NUMBER.test(normalised)
}
