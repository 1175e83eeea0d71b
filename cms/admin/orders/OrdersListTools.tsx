'use client'

import { useSelection } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { parse } from 'qs-esm'
import { useState } from 'react'

import { shopDay } from '../../lib/shop-time'
import { ordersExportUrl, packingSlipsUrl } from './links'
import './orders-list-tools.scss'

/**
 * Above the orders list (admin.components.beforeList): the accountant's CSV for a date range with the list's current
 * filters, and packing slips for the orders ticked in the list.
 */
export default function OrdersListTools() {
  // Shop days are Indian days (the export reads them so), whatever the browser's time zone.
  const today = shopDay(new Date())
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const searchParams = useSearchParams()
  const where = parse(searchParams.toString()).where
  const { count, getSelectedIds } = useSelection()
  const rangeError = from && to && from > to ? 'The start date is after the end date' : null

  return (
    <div className="orders-tools gutter--left gutter--right">
      <form className="orders-tools__export" aria-label="Export orders" onSubmit={(event) => event.preventDefault()}>
        <label>
          From
          <input type="date" name="from" value={from} required onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          To
          <input type="date" name="to" value={to} required onChange={(event) => setTo(event.target.value)} />
        </label>
        {rangeError || !from || !to ? (
          <span className="orders-tools__error" role="alert">
            {rangeError ?? 'Choose both dates'}
          </span>
        ) : (
          <a className="btn btn--style-secondary btn--size-small orders-tools__button" href={ordersExportUrl(from, to, where)} download>
            Export CSV{where ? ' (filtered)' : ''}
          </a>
        )}
      </form>
      <a
        className="btn btn--style-secondary btn--size-small orders-tools__button"
        aria-disabled={count === 0}
        href={count === 0 ? undefined : packingSlipsUrl(getSelectedIds())}
        target="_blank"
        rel="noopener"
      >
        {count === 0 ? 'Tick orders to print packing slips' : `Print packing slips (${count})`}
      </a>
    </div>
  )
}
