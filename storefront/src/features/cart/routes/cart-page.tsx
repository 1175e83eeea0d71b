import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'

import { headOf, PAGES } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { useAddresses } from '@/features/addresses/api/get-addresses'
import { AddressChooser } from '@/features/addresses/components/address-chooser'
import { productsByIdsKey, useProductsByIds } from '@/features/catalogue/api/get-products-by-ids'
import { createServerCart } from '@/features/checkout/api/create-server-cart'
import { previewDiscount } from '@/features/checkout/api/preview-discount'
import { useCheckoutForm } from '@/features/checkout/checkout-form'
import { CheckoutActions } from '@/features/checkout/components/checkout-actions'
import { QuoteRequestForm } from '@/features/quotes/components/quote-request-form'
import { useCompany } from '@/lib/company'
import { locationChoice } from '@/lib/delivery-choice'
import { useSession } from '@/lib/session'
import { useDocumentHead } from '@/lib/use-document-head'

import { clearCart, useCart } from '../cart-store'
import { BillSummary } from '../components/bill-summary'
import { CartLines, GoToShopLinks } from '../components/cart-lines'
import { CartSkeleton } from '../components/cart-skeleton'
import { DiscountForm, type AppliedDiscount } from '../components/discount-form'
import { cartTotals, withTodaysPrices, withTypedQuantities, type QuantityDrafts } from '../pricing'

function EmptyCart() {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Your cart is empty</h2>
      <p className="mt-1 text-sm text-slate-700">Browse the catalogue and add the products you need.</p>
      <div className="mt-4">
        <GoToShopLinks />
      </div>
      <div className="mt-6 opacity-60">
        <CartSkeleton />
      </div>
    </section>
  )
}

/** /mycart and /cart: the cart (left) with the delivery address, the bill summary and checkout (right). */
export default function CartPage() {
  useDocumentHead(headOf(PAGES.cart))
  const lines = useCart()
  const session = useSession()
  // Today's sizes and prices of the products in the cart only, never the whole catalogue.
  const catalogue = useProductsByIds(lines.map((line) => line.id))
  const addresses = useAddresses({ enabled: session.isSignedIn })
  const company = useCompany({ enabled: session.isSignedIn })
  const form = useCheckoutForm(session.user?.GST ?? null)
  const queryClient = useQueryClient()
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null)
  const [drafts, setDrafts] = useState<QuantityDrafts>({})

  const typed = useMemo(() => withTypedQuantities(lines, drafts), [lines, drafts])
  const priced = useMemo(() => withTodaysPrices(typed.lines, catalogue.data), [typed.lines, catalogue.data])
  const totals = cartTotals(priced, discount?.percent ?? 0)
  const loading = catalogue.isPending
  const orderLines = priced.map(({ line }) => ({ product: line.id, size: line.size, code: line.code, quantity: line.quantity }))
  const cartProblem =
    priced.length === 0
      ? 'Your cart is empty'
      : priced.some((entry) => entry.unitPrice === null)
        ? 'Remove the items that are no longer available'
        : typed.invalid
          ? 'Correct the quantities in your cart'
          : null

  return (
    <PageContainer className="py-6 sm:py-10">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Cart</h1>
        <Link to="/quick-order" className="text-sm font-semibold text-brand-700 hover:underline">
          Quick order by catalogue code
        </Link>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {loading ? (
            <section aria-busy="true" aria-label="Loading your cart" className="rounded-xl border border-slate-200 bg-white p-6">
              <CartSkeleton />
            </section>
          ) : priced.length === 0 ? (
            <EmptyCart />
          ) : (
            <CartLines priced={priced} drafts={drafts} onDraftsChange={setDrafts} unsaved={typed.unsaved} />
          )}
          <AddressChooser
            field={form.register('deliveryAddress')}
            selected={form.watch('deliveryAddress')}
            error={form.formState.errors.deliveryAddress?.message}
            onAdded={(address) => form.setValue('deliveryAddress', address._id, { shouldValidate: true })}
            signedIn={session.isSignedIn}
            addresses={addresses.data}
            loading={addresses.isPending && session.isSignedIn}
            locations={company.data?.locations}
            locationValue={(location) => locationChoice(location.id)}
          />
        </div>
        <BillSummary totals={totals} discountCode={discount?.code ?? null}>
          <DiscountForm
            applied={discount}
            onChange={setDiscount}
            preview={async (code) => {
              const answer = await previewDiscount(code, totals.subtotal)
              return { code: answer.code, percent: answer.percent }
            }}
          />
          <CheckoutActions
            form={form}
            user={session.user}
            lines={orderLines}
            cartProblem={cartProblem}
            total={totals.total}
            discountCode={discount?.code ?? null}
            onCompleted={clearCart}
            onPricesChanged={() => queryClient.invalidateQueries({ queryKey: productsByIdsKey })}
          />
          {session.isSignedIn ? (
            <QuoteRequestForm saveCart={async () => (await createServerCart(orderLines)).cartId} disabled={cartProblem !== null} />
          ) : null}
        </BillSummary>
      </div>
    </PageContainer>
  )
}
