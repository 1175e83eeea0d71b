import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'

/** A text box's look without its width: for boxes sized by their content, such as a quantity. */
export const inputBoxClasses =
  'block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-600'
export const inputClasses = `${inputBoxClasses} w-full`

type FieldFrameProps = {
  label: string
  error?: string
  hint?: ReactNode
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode
}

/** A label, the control, and its error message, wired together for screen readers. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode }

export function TextField({ label, error, hint, className = '', ref, ...props }: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          ref={ref}
          id={inputId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className}`.trim()}
          {...props}
        />
      )}
    </FieldFrame>
  )
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }

export function SelectField({
  label,
  error,
  className = '',
  ref,
  children,
  ...props
}: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <FieldFrame label={label} error={error}>
      {({ inputId, describedBy, invalid }) => (
        <select
          ref={ref}
          id={inputId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClasses} ${className}`.trim()}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  )
}
