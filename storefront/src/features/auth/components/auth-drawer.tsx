import { useEffect, useId, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'

import { COUNTRIES } from '@contract'

import { originFrom } from '../complete-sign-in'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'

export type AuthMode = 'login' | 'signup'

type Props = {
  open: boolean
  mode: AuthMode
  onClose: () => void
  onModeChange: (mode: AuthMode) => void
}

const TITLES: Record<AuthMode, string> = { login: 'Log In', signup: 'Sign Up' }

/**
 * The login and sign-up drawer: from the right and 650 px wide on large screens, from the bottom
 * and 75vh tall on small ones. A modal <dialog>, so focus stays inside and Escape closes it.
 */
export function AuthDrawer({ open, mode, onClose, onModeChange }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const location = useLocation()
  const origin = originFrom(location.state, location.search)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape closes through onCancel
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 h-[75vh] max-h-none w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 lg:inset-y-0 lg:right-0 lg:left-auto lg:h-full lg:w-[650px] lg:rounded-none"
    >
      {open ? (
        <div className="flex min-h-full flex-col gap-6 px-5 py-6 sm:px-8">
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-bold text-slate-900">
              {TITLES[mode]}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {mode === 'login' ? <LoginForm countries={COUNTRIES} origin={origin} /> : <SignupForm countries={COUNTRIES} origin={origin} />}
          <p className="text-center text-sm text-slate-700">
            {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-2"
              onClick={() => onModeChange(mode === 'login' ? 'signup' : 'login')}
            >
              {mode === 'login' ? 'Sign Up' : 'Log In'}
            </button>
          </p>
          {mode === 'login' ? (
            <Link
              to="/forgotPassword"
              onClick={onClose}
              className="text-center text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Forgot password?
            </Link>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
