import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'

import { MSG, PO_NUMBER_MAX, type Address, type Quote } from '@contract'
import { formatRupees } from '@contract/money'

import { Button } from '@/components/ui/button'
import { inputClasses } from '@/components/ui/form-field'
import { ApiError } from '@/lib/api-client'
import { useCompany } from '@/lib/company'
import { deliveryOf, locationChoice } from '@/lib/delivery-choice'

import { myQuotesQueryOptions } from '../api/get-my-quotes'
import { orderQuote } from '../api/order-quote'

/** A company location in the delivery select: its value is the location id after this prefix. */

/**
 * Orders a quoted, still valid quote at its quoted prices, paid on delivery, to one of the buyer's addresses
 * (`undefined` while they load) or, for a company member, to one of the company's locations; a member also gives the
 * PO number (required when the company requires one) and a cost centre when the company has them.
 */
export function QuoteOrderForm({ quote, addresses }: { quote: Quote; addresses: Address[] | undefined }) {
  const id = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const company = useCompany().data ?? null
  const locations = company?.locations ?? []
  const [chosen, setChosen] = useState('')
  const [poNumber, setPoNumber] = useState('')
  const [costCentre, setCostCentre] = useState('')
  const destination = chosen || (locations[0] ? locationChoice(locations[0].id) : addresses?.[0]?._id) || ''
  const order = useMutation({
    mutationFn: () =>
      orderQuote({
        quoteId: quote.quoteId,
        ...deliveryOf(destination),
        paymentType: 'COD',
        poNumber: poNumber.trim() || null,
        costCentre: costCentre || null,
      }),
    onSuccess: (placed) => {
      void queryClient.invalidateQueries({ queryKey: myQuotesQueryOptions().queryKey })
      navigate(`/order/${encodeURIComponent(placed.orderId)}`, { state: { message: MSG.checkout.codPlaced } })
    },
  })

  if (addresses?.length === 0 && locations.length === 0)
    return <p className="text-sm text-slate-700">Add a delivery address in the Addresses tab to order this quote.</p>
  const costCentres = company?.rules.costCentres ?? []
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-address`} className="text-sm font-medium text-slate-800">
          Deliver to
        </label>
        <select id={`${id}-address`} value={destination} onChange={(event) => setChosen(event.target.value)} className={inputClasses}>
          {locations.length > 0 ? (
            <optgroup label="Your company's locations">
              {locations.map((location) => (
                <option key={location.id} value={locationChoice(location.id)}>
                  {location.name} (GSTIN {location.gstin})
                </option>
              ))}
            </optgroup>
          ) : null}
          {(addresses ?? []).map((address) => (
            <option key={address._id} value={address._id}>
              {address.type}: {address.doorNo}, {address.streetName}, {address.city}
            </option>
          ))}
        </select>
      </div>
      {company ? (
        <div className="min-w-0 sm:w-44">
          <label htmlFor={`${id}-po`} className="text-sm font-medium text-slate-800">
            {company.rules.requirePo ? 'PO number (required)' : 'PO number'}
          </label>
          <input
            id={`${id}-po`}
            value={poNumber}
            maxLength={PO_NUMBER_MAX}
            onChange={(event) => setPoNumber(event.target.value)}
            className={inputClasses}
          />
        </div>
      ) : null}
      {costCentres.length > 0 ? (
        <div className="min-w-0 sm:w-44">
          <label htmlFor={`${id}-cost-centre`} className="text-sm font-medium text-slate-800">
            Cost centre
          </label>
          <select
            id={`${id}-cost-centre`}
            value={costCentre}
            onChange={(event) => setCostCentre(event.target.value)}
            className={inputClasses}
          >
            <option value="">No cost centre</option>
            {costCentres.map((centre) => (
              <option key={centre} value={centre}>
                {centre}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Button onClick={() => order.mutate()} disabled={!destination || order.isPending}>
        {order.isPending ? 'Placing order...' : `Order at ${formatRupees(quote.total ?? 0)}, pay on delivery`}
      </Button>
      {order.error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {order.error instanceof ApiError ? order.error.message : 'Something went wrong. Please try again.'}
        </p>
      ) : null}
    </div>
  )
}
