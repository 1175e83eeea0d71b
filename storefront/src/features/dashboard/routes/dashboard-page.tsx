import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router-dom'

import { headOf, PAGES } from '@contract'

import { PageContainer } from '@/components/ui/page-container'
import { useAddresses } from '@/features/addresses/api/get-addresses'
import { AddressesTab } from '@/features/addresses/components/addresses-tab'
import { addCodesToCart } from '@/features/cart/add-codes-to-cart'
import { useCompany } from '@/lib/company'
import { CompanyTab } from '@/features/company-account/components/company-tab'
import { AccountTab } from '@/features/account/components/account-tab'
import { ApprovalsTab } from '@/features/approvals/components/approvals-tab'
import { ProfileTab } from '@/features/account/components/profile-tab'
import { useBusiness } from '@/features/business/api/get-business'
import { BusinessTab } from '@/features/business/components/business-tab'
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders'
import { OrderHistoryTab } from '@/features/orders/components/order-history-tab'
import { QuotesTab } from '@/features/quotes/components/quotes-tab'
import { OrderActions } from '@/features/returns/components/order-actions'
import { DASHBOARD_TOASTS } from '@/config/toast-durations'
import { useSession } from '@/lib/session'
import { useDocumentHead } from '@/lib/use-document-head'

function AddressesPanel() {
  return <AddressesTab toastDurations={DASHBOARD_TOASTS} />
}

/** The profile, with the verified business account's GSTIN beside it. */
function ProfilePanel() {
  const business = useBusiness()
  return <ProfileTab businessGstin={business.data?.verified ? business.data.gstin : null} />
}

/** Order History, each card with its actions: order again, cancel, return or replace. */
function OrdersPanel() {
  const queryClient = useQueryClient()
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions().queryKey })
  return (
    <OrderHistoryTab actionsOf={(order) => <OrderActions order={order} orderAgain={addCodesToCart} onOrderChanged={refreshOrders} />} />
  )
}

function QuotesPanel() {
  const addresses = useAddresses({ enabled: true })
  return <QuotesTab addresses={addresses.data} />
}

const TABS = [
  { id: 'profile', label: 'Profile', panel: ProfilePanel },
  { id: 'addresses', label: 'Addresses', panel: AddressesPanel },
  { id: 'orders', label: 'Order History', panel: OrdersPanel },
  { id: 'quotes', label: 'My Quotes', panel: QuotesPanel },
  { id: 'business', label: 'Business account', panel: BusinessTab },
  { id: 'company', label: 'Company', panel: CompanyTab },
  { id: 'account', label: 'Account and credit', panel: AccountTab },
  { id: 'approvals', label: 'Approvals', panel: ApprovalsTab },
] as const

type TabId = (typeof TABS)[number]['id']

/**
 * /dashboard (behind the router's sign-in guard): a page composing the buyer's features as tabs: Profile (default),
 * Addresses, Order History with each order's after-sale actions, quotes, the business account, the company (its
 * members and invitations), account and credit, and for a company's members its approval requests.
 */
export default function DashboardPage() {
  useDocumentHead(headOf(PAGES.dashboard))
  const session = useSession()
  const [searchParams] = useSearchParams()
  // `?tab=orders` opens a tab directly (the order confirmation page links Order History).
  const [active, setActive] = useState<TabId>(() => TABS.find((tab) => tab.id === searchParams.get('tab'))?.id ?? 'profile')
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  // Approvals is a company member's tab: approvers decide there, buyers follow their requests.
  const company = useCompany()
  const tabs = TABS.filter((tab) => tab.id !== 'approvals' || Boolean(company.data))

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    setActive(tabs[next].id)
    tabRefs.current[tabs[next].id]?.focus()
  }

  const Panel = tabs.find((tab) => tab.id === active)?.panel ?? ProfilePanel

  return (
    <PageContainer className="py-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Dashboard</h1>
          <p className="mt-1 text-slate-700">Welcome, {session.user?.name}</p>
        </div>
        <button
          type="button"
          onClick={session.signOut}
          className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Log Out
        </button>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus moves between the tabs (roving tabindex), not to the list */}
        <div
          role="tablist"
          aria-label="Dashboard sections"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="flex gap-2 overflow-x-auto md:flex-col"
        >
          {tabs.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active === tab.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active === tab.id ? 0 : -1}
              onClick={() => setActive(tab.id)}
              className={`shrink-0 rounded-lg px-4 py-2.5 text-left text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${active === tab.id ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 hover:bg-brand-50'}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <Panel />
        </div>
      </div>
    </PageContainer>
  )
}
