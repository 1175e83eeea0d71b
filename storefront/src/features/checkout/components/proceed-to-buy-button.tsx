import { MSG } from '@contract'

import { buttonClasses } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type Props = {
  signedIn: boolean
  hasAddress: boolean
  /** Why the cart itself cannot be bought (empty, or a line no longer sold), or null. */
  cartProblem: string | null
  busy: boolean
  onBuy: () => void
  /** Pressed while blocked: lets the form show why (e.g. the missing address message). */
  onBlocked: () => void
}

/**
 * Disabled unless the buyer is logged in, an address is chosen and the cart can be bought; what is missing is written
 * under the button (on a phone there is no hover to show a tooltip). It stays focusable (aria-disabled) and pressing
 * it points at the missing field.
 */
export function ProceedToBuyButton({ signedIn, hasAddress, cartProblem, busy, onBuy, onBlocked }: Props) {
  const reason = !signedIn ? MSG.checkout.loginToProceed : !hasAddress ? MSG.checkout.selectAddress : cartProblem
  const blocked = reason !== null
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-disabled={blocked || busy}
        aria-describedby={reason ? 'proceed-to-buy-reason' : undefined}
        onClick={() => {
          if (busy) return
          if (blocked) onBlocked()
          else onBuy()
        }}
        className={buttonClasses('primary', `w-full py-3 text-base ${blocked ? 'cursor-not-allowed opacity-60' : ''}`)}
      >
        {busy ? <Spinner label="Placing your order" /> : null}
        Proceed To Buy
      </button>
      {reason ? (
        <p id="proceed-to-buy-reason" data-testid="proceed-to-buy-reason" className="text-center text-sm font-medium text-amber-800">
          {reason}
        </p>
      ) : null}
    </div>
  )
}
