'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { trackingUrlFor } from '../../collections/Couriers'
import { NEXT_STATUSES } from '../../collections/Orders/status-workflow'
import type { OrderStatus } from '../../contract'
import type { PaymentType } from '../../contract/orders'
import { useStatusChange } from '../use-status-change'
import { PART_B_PATHS, PartBFields, usePartB } from './PartBFields'
import { ShipmentLots, useShipmentLots, type LotLine } from './ShipmentLots'
import { usePickSuggestion } from './use-pick-suggestion'

type Courier = { name: string; trackingUrlPattern?: string | null }

type Props = {
  id: string
  status: OrderStatus
  paymentType: PaymentType
  paid: boolean
  /** What cancelling does to a paid online order: refunded through Razorpay, or a manual refund to record. */
  refund: 'RAZORPAY' | 'MANUAL' | null
  total: string
  couriers: Courier[]
  /** The order's lines, for the lots asked on shipping. */
  lines: LotLine[]
  /** Whether shipping asks for the e-way bill's Part B (the total is above the threshold of the site settings). */
  needsPartB: boolean
  /** Today in the shop's time zone (YYYY-MM-DD), the transport document's date to start with. */
  today: string
}

const ACTION_LABEL: Partial<Record<OrderStatus, string>> = {
  SHIPPED: 'Mark as shipped',
  DELIVERED: 'Mark as delivered',
  CANCELLED: 'Cancel order',
}

const actionLabel = (target: OrderStatus) => ACTION_LABEL[target] ?? `Move to ${target}`

/**
 * The order's next steps: only the statuses it may move to, each asking for what it needs. Saved through the REST API,
 * so the admin and API clients share one set of rules (cms/collections/Orders/fulfilment.ts).
 */
export function StatusActions({ id, status, paymentType, paid, refund, total, couriers, lines, needsPartB, today }: Props) {
  const [open, setOpen] = useState<OrderStatus | null>(null)
  const [courier, setCourier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [trackingUrl, setTrackingUrl] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [reference, setReference] = useState('')
  const { problems, problemFor, saving, submit: save } = useStatusChange(`/api/orders/${id}`)
  const lots = useShipmentLots(lines)
  const partB = usePartB(today)
  const picking = usePickSuggestion(id, open === 'SHIPPED', lots.choose)

  const next = NEXT_STATUSES[status]
  if (next.length === 0) return <p className="order-summary__muted">No further status changes: this order is {status}.</p>

  const pattern = couriers.find((entry) => entry.name.toLowerCase() === courier.trim().toLowerCase())?.trackingUrlPattern
  const suggestedUrl = trackingUrlFor(pattern, trackingNumber.trim()) ?? ''

  const body = (): Record<string, unknown> => {
    if (open === 'SHIPPED')
      return {
        status: open,
        shipment: {
          courier,
          trackingNumber,
          trackingUrl: trackingUrl ?? suggestedUrl,
          lots: lots.lots(),
          ...(needsPartB ? { partB: partB.partB() } : {}),
        },
      }
    if (open === 'CANCELLED') return { status: open, cancellation: { reason }, refund: { reference } }
    return { status: open }
  }

  const submit = () => save(body())

  return (
    <div className="status-actions">
      <div className="status-actions__buttons">
        {next.map((target) => (
          <Button key={target} buttonStyle={open === target ? 'primary' : 'secondary'} size="small" onClick={() => setOpen(target)}>
            {actionLabel(target)}
          </Button>
        ))}
      </div>
      {open && (
        // A group, not a <form>: the summary sits inside the document's form, and forms cannot nest.
        <div
          className="status-actions__form"
          role="group"
          aria-label={actionLabel(open)}
          onKeyDown={(event) => {
            // Enter in a field confirms the action instead of saving the document's form around it.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault()
              void submit()
            }
          }}
        >
          {open === 'SHIPPED' && (
            <>
              <label>
                Courier
                <input
                  name="courier"
                  list="order-couriers"
                  value={courier}
                  onChange={(event) => setCourier(event.target.value)}
                  autoComplete="off"
                />
                <datalist id="order-couriers">
                  {couriers.map((entry) => (
                    <option key={entry.name} value={entry.name} />
                  ))}
                </datalist>
                {problemFor('shipment.courier') && <span className="status-actions__error">{problemFor('shipment.courier')}</span>}
              </label>
              <label>
                Tracking number
                <input
                  name="trackingNumber"
                  value={trackingNumber}
                  onChange={(event) => setTrackingNumber(event.target.value)}
                  autoComplete="off"
                />
                {problemFor('shipment.trackingNumber') && (
                  <span className="status-actions__error">{problemFor('shipment.trackingNumber')}</span>
                )}
              </label>
              <label>
                Tracking URL (optional)
                <input
                  name="trackingUrl"
                  type="url"
                  value={trackingUrl ?? suggestedUrl}
                  onChange={(event) => setTrackingUrl(event.target.value)}
                />
                {problemFor('shipment.trackingUrl') && <span className="status-actions__error">{problemFor('shipment.trackingUrl')}</span>}
              </label>
              {needsPartB && <PartBFields state={partB} trackingNumber={trackingNumber} problemFor={problemFor} />}
              {picking === 'loading' && <p className="order-summary__muted">Choosing lots, first expiry first…</p>}
              <ShipmentLots lines={lines} state={lots} problems={problems} />
            </>
          )}
          {open === 'DELIVERED' && (
            <p>{paymentType === 'COD' && !paid ? `Records the cash of ${total} as received (payment PAID).` : 'Records the delivery.'}</p>
          )}
          {open === 'CANCELLED' && (
            <>
              <label>
                Reason
                <textarea name="reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
                {problemFor('cancellation.reason') && <span className="status-actions__error">{problemFor('cancellation.reason')}</span>}
              </label>
              {refund === 'RAZORPAY' && <p>{total} will be refunded to the buyer through Razorpay.</p>}
              {refund === 'MANUAL' && (
                <label>
                  Refund reference ({total} refunded by hand, e.g. the bank transfer's UTR)
                  <input name="refundReference" value={reference} onChange={(event) => setReference(event.target.value)} />
                </label>
              )}
            </>
          )}
          {problems
            .filter(
              (problem) =>
                !problem.path ||
                (!/^shipment\.lots\.\d+\./.test(problem.path) &&
                  ![
                    'shipment.courier',
                    'shipment.trackingNumber',
                    'shipment.trackingUrl',
                    'cancellation.reason',
                    ...(needsPartB ? PART_B_PATHS : []),
                  ].includes(problem.path)),
            )
            .map((problem) => (
              <p key={problem.message} className="status-actions__error" role="alert">
                {problem.message}
              </p>
            ))}
          <div className="status-actions__buttons">
            <Button buttonStyle="primary" size="small" disabled={saving} onClick={() => void submit()}>
              {saving ? 'Saving…' : 'Confirm'}
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={() => setOpen(null)}>
              Back
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
