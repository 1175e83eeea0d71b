import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { MSG, type Address, type Quote } from '@contract'
import { formatRupees } from '@contract/money'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'

import { myQuotesQueryOptions } from '../api/get-my-quotes'
import { orderQuote } from '../api/order-quote'

/**
 * Orders a quoted, still valid quote at its quoted prices, paid on delivery, to one of the buyer's addresses
 * (`undefined` while they load).
 */
export function QuoteOrderForm({ quote, addresses }: { quote: Quote; addresses: Address[] | undefined }) {
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState('')
  const addressId = chosen || addresses?.[0]?._id || ''
  const order = useMutation({
    mutationFn: () => orderQuote({ quoteId: quote.quoteId, addressId, paymentType: 'COD' }),
    onSuccess: (placed) => {
      void queryClient.invalidateQueries({ queryKey: myQuotesQueryOptions().queryKey })
      navigate(`/order/${encodeURIComponent(placed.orderId)}`, { state: { message: MSG.checkout.codPlaced } })
    },
  })

  if (addresses?.length === 0)
    return <p className="text-sm text-slate-700">Add a delivery address in the Addresses tab to order this quote.</p>
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-address`} className="text-sm font-medium text-slate-800">
          Deliver to
        </label>
        <select id={`${id}-address`} value={addressId} onChange={(event) => setChosen(event.target.value)} className={inputClasses}>
          {(addresses ?? []).map((address) => (
            <option key={address._id} value={address._id}>
              {address.type}: {address.doorNo}, {address.streetName}, {address.city}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={() => order.mutate()} disabled={!addressId || order.isPending}>
        {order.isPending ? 'Placing order...' : `Order at ${formatRupees(quote.total ?? 0)}, pay on delivery`}
      </Button>
      {order.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {order.error instanceof ApiError ? order.error.message : 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </div>
  )
}
