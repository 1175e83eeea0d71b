/**
 * Toasts raised on the screens a visit starts on (the product page, the message after a sign-in's reload): the toast
 * library loads with the first toast, like its toaster (app/shell/lazy-toaster.tsx), instead of with the screen.
 * Screens reached only after an interaction import react-hot-toast directly.
 * A toast carries its message as its id, so pressing a button again while its message is still showing replaces the
 * message instead of stacking a copy of it.
 */
const library = () => import('react-hot-toast').then((module) => module.default)

export const notify = {
  success: (message: string) => void library().then((toast) => toast.success(message, { id: message })),
  error: (message: string) => void library().then((toast) => toast.error(message, { id: message })),
}
