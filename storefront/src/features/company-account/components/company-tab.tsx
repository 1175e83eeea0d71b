import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'

import {
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  formatRupees,
  inviteMemberRequestSchema,
  type CompanyAnswer,
  type CompanyRole,
  type InvitationAnswer,
  type InvitationStatus,
  type InviteMemberRequest,
  type MemberAnswer,
} from '@contract'

import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { DASHBOARD_TOASTS } from '@/config/toast-durations'
import { ApiError } from '@/lib/api-client'
import { useCompany } from '@/lib/company'

import {
  useAcceptInvitation,
  useInvite,
  useMembers,
  useMyInvitations,
  useRemoveMember,
  useRevokeInvitation,
  useUpdateMember,
} from '../api/company-account'
import { RulesForm } from './rules-form'

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
const STATUS_LABELS: Record<InvitationStatus, string> = { PENDING: 'Open', ACCEPTED: 'Accepted', REVOKED: 'Withdrawn', EXPIRED: 'Expired' }

const failed = (error: Error) => toast.error(error.message, { duration: DASHBOARD_TOASTS.error })

/** Invitations to the signed-in customer's phone number, each with its Accept button. */
function InvitationsToMe({ invitations }: { invitations: InvitationAnswer[] }) {
  const accept = useAcceptInvitation()
  if (invitations.length === 0) return null
  return (
    <ul aria-label="Invitations to you" className="mb-6 flex flex-col gap-3">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
        >
          <p className="text-sm text-slate-800">
            <strong>{invitation.company.name}</strong> invites you to join as <strong>{COMPANY_ROLE_LABELS[invitation.role]}</strong>. Open
            until {day.format(new Date(invitation.expiresAt))}.
          </p>
          <Button
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(invitation.id, {
                onSuccess: () =>
                  toast.success(`You are now a member of ${invitation.company.name}`, { duration: DASHBOARD_TOASTS.success }),
                onError: failed,
              })
            }
          >
            Accept
          </Button>
        </li>
      ))}
    </ul>
  )
}

function CompanySummary({ company }: { company: CompanyAnswer }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">
        <strong className="text-lg">{company.name}</strong> · your role: <strong>{COMPANY_ROLE_LABELS[company.role]}</strong>
      </p>
      {company.locations.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Ship-to locations</h3>
          <ul className="mt-1 grid gap-2 sm:grid-cols-2">
            {company.locations.map((location) => (
              <li key={location.id} className="rounded-md border border-slate-200 p-3 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{location.name}</span>
                <br />
                {location.city}, {location.state} · GSTIN {location.gstin}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

type InviteValues = z.output<typeof inviteMemberRequestSchema>

function InviteForm() {
  const form = useForm<InviteMemberRequest, unknown, InviteValues>({
    resolver: zodResolver(inviteMemberRequestSchema),
    defaultValues: { countryCode: '+91', phoneNumber: '', role: 'buyer', needsApproval: false },
  })
  const { errors } = form.formState
  const invite = useInvite()
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.phone}`, { duration: DASHBOARD_TOASTS.success })
        form.reset()
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : []
        for (const entry of fields) form.setError(entry.field as keyof InviteMemberRequest, { message: entry.message })
        if (fields.length === 0) failed(error)
      },
    }),
  )
  return (
    <form noValidate onSubmit={submit} aria-label="Invite a member" className="grid gap-4 sm:grid-cols-[1fr_10rem_10rem]">
      <TextField
        label="Phone number"
        inputMode="tel"
        autoComplete="off"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {COMPANY_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Monthly limit (₹)"
        inputMode="decimal"
        hint="Optional"
        error={errors.monthlyLimit?.message}
        {...form.register('monthlyLimit', { setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)) })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-3">
        <input type="checkbox" className="size-4" {...form.register('needsApproval')} /> Their orders need approval
      </label>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner label="Sending" /> : null}
          Send invitation
        </Button>
      </div>
    </form>
  )
}

function MemberRow({ member }: { member: MemberAnswer }) {
  const update = useUpdateMember()
  const remove = useRemoveMember()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-b-0">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {member.name}
          {member.you ? ' (you)' : ''}
        </p>
        <p className="text-slate-600">
          {member.phone}
          {member.needsApproval ? ' · orders need approval' : ''}
          {member.monthlyLimit !== null ? ` · ${formatRupees(member.monthlyLimit, { decimals: 0 })} a month` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`role-${member.customerId}`}>
          Role of {member.name}
        </label>
        <select
          id={`role-${member.customerId}`}
          value={member.role}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { customerId: member.customerId, change: { role: event.target.value as CompanyRole } },
              {
                onSuccess: () => toast.success(`${member.name} is now ${COMPANY_ROLE_LABELS[event.target.value as CompanyRole]}`),
                onError: failed,
              },
            )
          }
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {COMPANY_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {member.you ? null : (
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(`Remove ${member.name} from the company? Their past orders stay on record.`)) {
                remove.mutate(member.customerId, { onError: failed })
              }
            }}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  )
}

function OpenInvitations({ invitations }: { invitations: InvitationAnswer[] }) {
  const revoke = useRevokeInvitation()
  if (invitations.length === 0) return <p className="text-sm text-slate-600">No invitations waiting.</p>
  return (
    <ul aria-label="Invitations sent" className="flex flex-col">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 py-2 text-sm last:border-b-0"
        >
          <span className="text-slate-800">
            {invitation.phone} · {COMPANY_ROLE_LABELS[invitation.role]} · {STATUS_LABELS[invitation.status]}
            {invitation.status === 'PENDING' ? ` until ${day.format(new Date(invitation.expiresAt))}` : ''}
          </span>
          {invitation.status === 'PENDING' ? (
            <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id, { onError: failed })}>
              Withdraw
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** What the company's admin manages: members and their roles, invitations. */
function MembersAdmin() {
  const members = useMembers(true)
  if (!members.data) return <Skeleton className="h-40" />
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="company-members-title">
        <h3 id="company-members-title" className="text-base font-semibold text-slate-900">
          Members
        </h3>
        <ul className="mt-1">
          {members.data.members.map((member) => (
            <MemberRow key={member.customerId} member={member} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-invite-title">
        <h3 id="company-invite-title" className="mb-2 text-base font-semibold text-slate-900">
          Invite a member
        </h3>
        <p className="mb-3 text-sm text-slate-700">
          They sign up or sign in with this phone number and accept the invitation in My Dashboard, within 14 days.
        </p>
        <InviteForm />
      </section>
      <section aria-labelledby="company-invitations-title">
        <h3 id="company-invitations-title" className="mb-1 text-base font-semibold text-slate-900">
          Invitations
        </h3>
        <OpenInvitations invitations={members.data.invitations} />
      </section>
    </div>
  )
}

/**
 * Company: the hospital or distributor the buyer belongs to, their role and its locations; for its admin, its ordering
 * rules, the members and invitations; for anyone, the invitations to their phone number.
 */
export function CompanyTab() {
  const company = useCompany()
  const invitations = useMyInvitations()
  return (
    <section aria-labelledby="company-title">
      <h2 id="company-title" className="mb-4 text-xl font-semibold text-slate-900">
        Company
      </h2>
      <InvitationsToMe invitations={invitations.data ?? []} />
      {company.isPending ? (
        <Skeleton className="h-24" />
      ) : company.data ? (
        <div className="flex flex-col gap-8">
          <CompanySummary company={company.data} />
          {company.data.role === 'admin' ? (
            <>
              <section aria-labelledby="company-rules-title">
                <h3 id="company-rules-title" className="mb-2 text-base font-semibold text-slate-900">
                  Ordering rules
                </h3>
                <RulesForm rules={company.data.rules} />
              </section>
              <MembersAdmin />
            </>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          You are not a member of a company. When your hospital's or distributor's admin invites your phone number, the invitation appears
          here.
        </p>
      )}
    </section>
  )
}
