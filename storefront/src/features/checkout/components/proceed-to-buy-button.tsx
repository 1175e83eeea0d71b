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
 * Disabled unless the buyer is logged in and an address is chosen; the tooltip says why. It stays
 * focusable (aria-disabled) so keyboard users reach the tooltip too.
 */
export function ProceedToBuyButton({ signedIn, hasAddress, cartProblem, busy, onBuy, onBlocked }: Props) {
  const reason = !signedIn ? MSG.checkout.loginToProceed : !hasAddress ? MSG.checkout.selectAddress : cartProblem
  const blocked = reason !== null
  return (
    <div className="group relative">
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
        <span
          id="proceed-to-buy-reason"
          role="tooltip"
          className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {reason}
        </span>
      ) : null}
    </div>
  )
}
