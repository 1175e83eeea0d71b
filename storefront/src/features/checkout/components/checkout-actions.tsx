import type { UseFormReturn } from 'react-hook-form'

import { APPROVAL_MESSAGES } from '@contract'

import { useCompany } from '@/lib/company'
import { deliveryOf } from '@/lib/delivery-choice'
import type { SessionUser } from '@/lib/session'

import { useAccountCredit } from '../api/get-account-credit'
import { useShopSettings } from '../api/get-shop-settings'
import type { CheckoutFormValues } from '../checkout-form'
import { useCheckoutDefaultsIn } from '../use-checkout-defaults'
import { usePlaceOrder, type OrderInput } from '../use-place-order'
import { BuyerTaxFields } from './buyer-tax-fields'
import { PaymentTypeField } from './payment-type-field'
import { PriceChangeDialog } from './price-change-dialog'
import { ProceedToBuyButton } from './proceed-to-buy-button'

type Props = {
  form: UseFormReturn<CheckoutFormValues>
  user: SessionUser | null
  lines: OrderInput['lines']
  /** Why the cart cannot be bought as it is (empty, or a line no longer sold), or null when it can. */
  cartProblem: string | null
  total: number
  discountCode: string | null
  onCompleted: () => void
  onPricesChanged: () => void
}

/**
 * Invoice details, payment type and Proceed To Buy, in the bill summary of the cart page; they start from the buyer's
 * checkout defaults (use-checkout-defaults.ts).
 */
export function CheckoutActions({ form, user, lines, cartProblem, total, discountCode, onCompleted, onPricesChanged }: Props) {
  const settings = useShopSettings()
  const onlineAvailable = settings.data?.onlinePayment ?? true
  const credit = useAccountCredit({ enabled: Boolean(user) })
  const { placeOrder, busy, priceChange } = usePlaceOrder({ onCompleted, onPricesChanged })
  useCheckoutDefaultsIn(form, Boolean(user), onlineAvailable)
  const deliveryAddress = form.watch('deliveryAddress')
  const company = useCompany({ enabled: Boolean(user) })
  const purchase = company.data ? { requirePo: company.data.rules.requirePo, costCentres: company.data.rules.costCentres } : null
  const { locationId } = deliveryOf(deliveryAddress)
  const billedLocation = company.data?.locations.find((location) => location.id === locationId) ?? null

  const buy = form.handleSubmit((values) => {
    if (!user) return
    if (purchase?.requirePo && !values.poNumber) {
      form.setError('poNumber', { message: APPROVAL_MESSAGES.poRequired }, { shouldFocus: true })
      return
    }
    void placeOrder({
      // A company location is billed by its own GSTIN: the GSTIN field is not shown then, and not sent.
      lines,
      orderAmount: total,
      discountCode,
      delivery: deliveryOf(values.deliveryAddress),
      paymentType: values.paymentType,
      buyer: { name: user.name, email: user.email, contact: `${user.countryCode}${user.phoneNumber}` },
      invoice: {
        gstin: billedLocation ? '' : values.gstin.trim().toUpperCase(),
        businessName: values.businessName,
        poNumber: values.poNumber,
        costCentre: values.costCentre,
      },
    })
  })

  return (
    <>
      {user ? <BuyerTaxFields form={form} purchase={purchase} billedLocation={billedLocation} /> : null}
      <PaymentTypeField form={form} onlineAvailable={onlineAvailable} account={user ? (credit.data ?? null) : null} />
      <ProceedToBuyButton
        signedIn={Boolean(user)}
        hasAddress={Boolean(deliveryAddress)}
        cartProblem={cartProblem}
        busy={busy}
        onBuy={() => void buy()}
        onBlocked={() => {
          if (user) void form.trigger('deliveryAddress', { shouldFocus: true })
        }}
      />
      <PriceChangeDialog change={priceChange} />
    </>
  )
}
