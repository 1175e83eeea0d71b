'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { NEXT_RETURN_STATUSES, RETURN_STATUS_LABELS, type ReturnStatus } from '../../contract/after-sale'
import { useStatusChange } from '../use-status-change'
import { ReceivedGoodsFields, type GoodsChoice, type ReturnedLine } from './ReceivedGoodsFields'

type Props = {
  id: string
  status: ReturnStatus
  /** What a refund would give back (formatted) and how: through Razorpay, or by hand with a reference; null once settled. */
  refund: { amount: string; way: 'RAZORPAY' | 'MANUAL' } | null
  /** The returned lines, for the receive step's choice of what happens to their goods. */
  lines: ReturnedLine[]
}

const ACTION_LABEL: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approve and arrange pickup',
  RECEIVED: 'Mark as received',
  REFUNDED: 'Refund',
  REPLACED: 'Send a replacement',
  REJECTED: 'Reject',
}

/** The fields the forms below show their problems beside; any other problem is listed under the form. */
const FIELD_PATHS = ['rejectionReason', 'refundReference']
const isFieldPath = (path: string) => FIELD_PATHS.includes(path) || path.startsWith('goods.')

/**
 * The return's next steps: only the moves its status allows (cms/contract/after-sale.ts), each saying what it will do
 * and asking for what it needs, saved through the REST API as the order's status actions are.
 */
export function ReturnActions({ id, status, refund, lines }: Props) {
  const [open, setOpen] = useState<ReturnStatus | null>(null)
  const [reason, setReason] = useState('')
  const [reference, setReference] = useState('')
  const [goods, setGoods] = useState<GoodsChoice[]>(() => lines.map(() => ({ action: '', writeOffReason: '' })))
  const { problems, problemFor, saving, submit: save } = useStatusChange(`/api/returns/${id}`)

  const next = NEXT_RETURN_STATUSES[status]
  if (next.length === 0) {
    return <p className="order-summary__muted">No further steps: this return is {RETURN_STATUS_LABELS[status].toLowerCase()}.</p>
  }

  const body = (): Record<string, unknown> => {
    if (open === 'REJECTED') return { status: open, rejectionReason: reason }
    if (open === 'REFUNDED') return { status: open, refundReference: reference }
    if (open === 'RECEIVED') {
      return {
        status: open,
        goods: goods.map((choice) => ({ action: choice.action || null, writeOffReason: choice.writeOffReason || null })),
      }
    }
    return { status: open }
  }
  const submit = () => save(body())

  return (
    <div className="status-actions">
      <div className="status-actions__buttons">
        {next.map((target) => (
          <Button key={target} buttonStyle={open === target ? 'primary' : 'secondary'} size="small" onClick={() => setOpen(target)}>
            {ACTION_LABEL[target]}
          </Button>
        ))}
      </div>
      {open && (
        // A group, not a <form>: the summary sits inside the document's form, and forms cannot nest.
        <div
          className="status-actions__form"
          role="group"
          aria-label={ACTION_LABEL[open]}
          onKeyDown={(event) => {
            // Enter in a field confirms the action instead of saving the document's form around it.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault()
              void submit()
            }
          }}
        >
          {open === 'APPROVED' && <p>Tells the buyer the return is approved; arrange the pickup of the goods.</p>}
          {open === 'RECEIVED' && <p>Records that the returned goods have arrived.</p>}
          {open === 'RECEIVED' && (
            <ReceivedGoodsFields
              lines={lines}
              choices={goods}
              problemFor={problemFor}
              onChange={(index, choice) => setGoods((all) => all.map((old, at) => (at === index ? choice : old)))}
            />
          )}
          {open === 'REPLACED' && <p>Creates a free replacement order of the returned lines, to the same address, and ends the return.</p>}
          {open === 'REFUNDED' && refund?.way === 'RAZORPAY' && (
            <p>{refund.amount} will be refunded to the buyer through Razorpay, and a credit note issued for the returned lines.</p>
          )}
          {open === 'REFUNDED' && refund?.way === 'MANUAL' && (
            <label>
              Refund reference ({refund.amount} refunded by hand, e.g. the bank transfer’s UTR)
              <input name="refundReference" value={reference} onChange={(event) => setReference(event.target.value)} autoComplete="off" />
              {problemFor('refundReference') && <span className="status-actions__error">{problemFor('refundReference')}</span>}
            </label>
          )}
          {open === 'REJECTED' && (
            <label>
              Reason (the buyer reads it)
              <textarea name="rejectionReason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
              {problemFor('rejectionReason') && <span className="status-actions__error">{problemFor('rejectionReason')}</span>}
            </label>
          )}
          {problems
            .filter((problem) => !problem.path || !isFieldPath(problem.path))
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
