'use client'

import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The current password on a staff member's own account, which the server asks for when the email or password
 * changes (cms/endpoints/rest/credential-change.ts). A plain password input: nothing to check before sending.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path: pathFromProps }) => {
  const { label, admin } = field
  const { path, value, setValue, showError } = useField<string>({ potentiallyStalePath: pathFromProps })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={['field-type', 'text', showError && 'error'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={label} path={path} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <input
          id={id}
          name={path}
          type="password"
          autoComplete="current-password"
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
        <FieldDescription description={admin?.description} path={path} />
      </div>
    </div>
  )
}
