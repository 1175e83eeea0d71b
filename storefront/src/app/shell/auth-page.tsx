import { useNavigate } from 'react-router-dom'

import { headOf, PAGES } from '@contract'

import { AuthDrawer, type AuthMode } from '@/features/auth/components/auth-drawer'
import { useDocumentHead } from '@/lib/use-document-head'

/** /login and /signup: no header or footer, just the drawer open in that mode; closing it goes home. */
export default function AuthPage({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate()
  useDocumentHead(headOf(mode === 'login' ? PAGES.login : PAGES.signup))
  return (
    <div className="min-h-screen bg-brand-50">
      <h1 className="sr-only">{mode === 'login' ? 'Log In' : 'Sign Up'}</h1>
      <AuthDrawer
        open
        mode={mode}
        onClose={() => navigate('/')}
        onModeChange={(next) => navigate(next === 'login' ? '/login' : '/signup', { replace: true })}
      />
    </div>
  )
}
