'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useState } from 'react'

import { paiseToRupeesText, rupeesTextToPaise, validPaise } from '../fields/money'

/**
 * Text that is not an amount puts -1 in the form: no amount is negative, so both this field's check and the server's
 * refuse the save with RUPEES_ERROR, and a typo never saves some other price (null would read as "empty").
 */
const NOT_AN_AMOUNT = -1

/** Input of a money field: staff type rupees ("2350", "2,350.50"), the form holds integer paise. */
export const MoneyField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { label, required, admin } = field
  const validate = useCallback((value: unknown) => validPaise(value, Boolean(required)), [required])
  const { path, value, setValue, showError, disabled } = useField<number | null>({ potentiallyStalePath: pathFromProps, validate })
  const [text, setText] = useState<string | null>(null)
  const shown = text ?? paiseToRupeesText(value)
  const id = `field-${path.replace(/\./g, '__')}`
  const locked = Boolean(readOnly || disabled || admin?.readOnly)

  const onChange = (next: string) => {
    setText(next)
    const paise = rupeesTextToPaise(next)
    setValue(paise === undefined ? NOT_AN_AMOUNT : paise)
  }

  return (
    <div className={['field-type', 'number', 'money-field', showError && 'error', locked && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel label={label} path={path} required={required} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true">₹</span>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={locked}
            style={{ flex: 1 }}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => value !== NOT_AN_AMOUNT && setText(null)}
          />
        </div>
        {!locked && <FieldDescription description={admin?.description} path={path} />}
      </div>
    </div>
  )
}
