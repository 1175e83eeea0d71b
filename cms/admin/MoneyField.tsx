'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useCallback, useRef, useState } from 'react'

import { paiseToRupeesText, RUPEES_ERROR, rupeesTextToPaise, validPaise } from '../fields/money'

/**
 * Input of a money field: staff type rupees ("2350", "2,350.50"), the form holds integer paise. Text that is not an
 * amount keeps the last good value in the form and blocks the save with a message, so a typo never saves a wrong
 * price.
 */
export const MoneyField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { label, required, admin } = field
  const textIsAmount = useRef(true)
  const validate = useCallback(
    (value: unknown) => (textIsAmount.current ? validPaise(value, Boolean(required)) : RUPEES_ERROR),
    [required],
  )
  const { path, value, setValue, showError, disabled } = useField<number | null>({ potentiallyStalePath: pathFromProps, validate })
  const [text, setText] = useState<string | null>(null)
  const shown = text ?? paiseToRupeesText(value)
  const id = `field-${path.replace(/\./g, '__')}`

  const onChange = (next: string) => {
    setText(next)
    const paise = rupeesTextToPaise(next)
    textIsAmount.current = paise !== undefined
    // An unreadable entry sets the value to null so the form revalidates and shows RUPEES_ERROR.
    setValue(paise === undefined ? null : paise)
  }

  return (
    <div className={['field-type', 'number', 'money-field', showError && 'error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}>
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
            disabled={readOnly || disabled}
            value={shown}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => textIsAmount.current && setText(null)}
          />
        </div>
        <FieldDescription description={admin?.description} path={path} />
      </div>
    </div>
  )
}
