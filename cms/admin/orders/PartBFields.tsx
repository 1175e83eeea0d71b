'use client'

import { useState } from 'react'

import { TRANSPORT_MODE_LABELS, TRANSPORT_MODES, normaliseVehicleNumber, type TransportModeName } from '../../contract/eway-bill'

type PartBForm = { mode: TransportModeName; transporterId: string; documentNumber: string; documentDate: string; vehicleNumber: string }

/** What the ship action sends as `shipment.partB`; an empty document number means the tracking number. */
export function usePartB(today: string) {
  const [form, setForm] = useState<PartBForm>({
    mode: 'road',
    transporterId: '',
    documentNumber: '',
    documentDate: today,
    vehicleNumber: '',
  })
  const set = (field: keyof PartBForm, value: string) => setForm((current) => ({ ...current, [field]: value }))
  const partB = () => ({
    ...form,
    vehicleNumber: form.mode === 'road' ? normaliseVehicleNumber(form.vehicleNumber) : null,
  })
  return { form, set, partB }
}

export const PART_B_PATHS = ['mode', 'transporterId', 'documentNumber', 'documentDate', 'vehicleNumber', 'distanceKm'].map(
  (field) => `shipment.partB.${field}`,
)

type Props = { state: ReturnType<typeof usePartB>; trackingNumber: string; problemFor: (path: string) => string | undefined }

/** The e-way bill's Part B, asked only when the order's total is above the threshold of the site settings. */
export function PartBFields({ state, trackingNumber, problemFor }: Props) {
  const { form, set } = state
  const error = (field: string) => {
    const message = problemFor(`shipment.partB.${field}`)
    return message ? <span className="status-actions__error">{message}</span> : null
  }
  return (
    <fieldset className="part-b">
      <legend>E-way bill Part B (the order is above the e-way bill threshold)</legend>
      <label>
        Transport mode
        <select name="partB.mode" value={form.mode} onChange={(event) => set('mode', event.target.value)}>
          {TRANSPORT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {TRANSPORT_MODE_LABELS[mode]}
            </option>
          ))}
        </select>
        {error('mode')}
      </label>
      <label>
        Transporter id or courier&apos;s GSTIN
        <input
          name="partB.transporterId"
          value={form.transporterId}
          maxLength={15}
          onChange={(event) => set('transporterId', event.target.value.toUpperCase())}
          autoComplete="off"
        />
        {error('transporterId')}
      </label>
      <div className="part-b__row">
        <label>
          Transport document (AWB) number
          <input
            name="partB.documentNumber"
            value={form.documentNumber}
            placeholder={trackingNumber.trim() || 'The tracking number'}
            onChange={(event) => set('documentNumber', event.target.value)}
            autoComplete="off"
          />
          {error('documentNumber')}
        </label>
        <label>
          Document date
          <input
            name="partB.documentDate"
            type="date"
            value={form.documentDate}
            onChange={(event) => set('documentDate', event.target.value)}
          />
          {error('documentDate')}
        </label>
      </div>
      {form.mode === 'road' && (
        <label>
          Vehicle number
          <input
            name="partB.vehicleNumber"
            value={form.vehicleNumber}
            placeholder="e.g. RJ14AB1234"
            onChange={(event) => set('vehicleNumber', event.target.value)}
            onBlur={() => set('vehicleNumber', normaliseVehicleNumber(form.vehicleNumber))}
            autoComplete="off"
          />
          {error('vehicleNumber')}
        </label>
      )}
    </fieldset>
  )
}
