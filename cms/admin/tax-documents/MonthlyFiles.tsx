'use client'

import { useState } from 'react'

import { shopDay } from '../../lib/shop-time'
import { eInvoiceReconciliationUrl, gstr1Url } from './links'
import './monthly-files.scss'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * Above the tax documents list (admin.components.beforeList): a month's files for the accountant, as CSV downloads with
 * the staff cookie: the GSTR-1 tables and the e-invoice reconciliation.
 */
export default function MonthlyFiles() {
  // Months are Indian months (the files read them so), whatever the browser's time zone.
  const [month, setMonth] = useState(shopDay(new Date()).slice(0, 7))
  const valid = MONTH.test(month)

  return (
    <form className="monthly-files gutter--left gutter--right" aria-label="Monthly files" onSubmit={(event) => event.preventDefault()}>
      <label>
        Month
        <input type="month" name="month" value={month} required onChange={(event) => setMonth(event.target.value)} />
      </label>
      {valid ? (
        <>
          <a className="btn btn--style-secondary btn--size-small monthly-files__button" href={gstr1Url(month)} download>
            GSTR-1 (CSV)
          </a>
          <a className="btn btn--style-secondary btn--size-small monthly-files__button" href={eInvoiceReconciliationUrl(month)} download>
            E-invoice reconciliation (CSV)
          </a>
        </>
      ) : (
        <span className="monthly-files__error" role="alert">
          Choose a month
        </span>
      )}
    </form>
  )
}
