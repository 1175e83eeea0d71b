import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'

import { APPROVAL_MESSAGES, APPROVAL_RULE_LABELS, APPROVAL_STATUS_LABELS, type ApprovalRequestView } from '@contract'
import { formatRupees } from '@contract/money'

import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { handleAppError } from '@/lib/error-handler'
import { useSession } from '@/lib/session'

import { approveRequest, rejectRequest } from '../api/decide-request'
import { useCompany } from '@/lib/company'
import { requestsQueryOptions, useRequests } from '../api/get-requests'

function reportFailure(error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) toast.error(error.message)
  else handleAppError(error)
}

/** Approve, or reject with a reason: shown to approvers and admins on another member's pending request. */
function Decision({ request, onDecided }: { request: ApprovalRequestView; onDecided: () => void }) {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState('')
  const [rejecting, setRejecting] = useState(false)
  const decide = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await action()
      toast.success(done)
      onDecided()
    } catch (error) {
      reportFailure(error)
    } finally {
      setBusy(false)
    }
  }
  const button = 'rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60'
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void decide(() => approveRequest(request.id), APPROVAL_MESSAGES.approved)}
        className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
      >
        Approve
      </button>
      {rejecting ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (reason.trim() === '') toast.error(APPROVAL_MESSAGES.reasonRequired)
            else void decide(() => rejectRequest(request.id, reason), APPROVAL_MESSAGES.rejected)
          }}
        >
          <label className="text-sm text-slate-800">
            Reason
            <input
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              className="ml-2 rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
          <button type="submit" disabled={busy} className={`${button} bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50`}>
            Reject
          </button>
        </form>
      ) : (
        <button type="button" onClick={() => setRejecting(true)} className={`${button} bg-white text-red-700 ring-1 ring-red-300`}>
          Reject…
        </button>
      )}
    </div>
  )
}

function RequestCard({ request, decides, onDecided }: { request: ApprovalRequestView; decides: boolean; onDecided: () => void }) {
  return (
    <article data-testid="approval-request" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{request.buyer.name}</h3>
          <p className="text-sm text-slate-600">
            Asked on {request.createdAt.slice(0, 10)} · {request.rules.map((rule) => APPROVAL_RULE_LABELS[rule]).join(', ')}
          </p>
        </div>
        <p className="text-sm font-semibold text-slate-900" data-testid="approval-status">
          {APPROVAL_STATUS_LABELS[request.status]}
          {request.orderId ? ` · Order ${request.orderId}` : ''}
        </p>
      </header>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {request.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span className="text-slate-800">
              {line.name} · Size {line.size} · Code {line.code} × {line.quantity}
            </span>
            <span className="text-slate-700">{formatRupees(line.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold text-slate-900">Total {formatRupees(request.totalAmount)}</p>
      {request.reason ? <p className="mt-1 text-sm text-slate-700">Reason: {request.reason}</p> : null}
      {decides && request.status === 'PENDING' ? <Decision request={request} onDecided={onDecided} /> : null}
    </article>
  )
}

/** My Dashboard's Approvals tab: approvers and admins decide the company's requests; a buyer follows their own. */
export function ApprovalsTab() {
  const session = useSession()
  const company = useCompany()
  const requests = useRequests()
  const queryClient = useQueryClient()
  const role = company.data?.role
  const decides = role === 'approver' || role === 'admin'
  if (requests.isPending || company.isPending) return <Skeleton className="h-24 w-full" />
  if (requests.isError) return <p className="text-slate-700">The requests could not be loaded.</p>
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestsQueryOptions().queryKey })
  return (
    <section aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="text-lg font-semibold text-slate-900">
        {decides ? 'Orders awaiting your approval' : 'Orders awaiting approval'}
      </h2>
      {requests.data.length === 0 ? (
        <p className="mt-3 text-slate-700">No requests yet.</p>
      ) : (
        <div className="mt-4 space-y-4">
          {requests.data.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              decides={decides && request.buyer.id !== session.user?._id}
              onDecided={refresh}
            />
          ))}
        </div>
      )}
    </section>
  )
}
