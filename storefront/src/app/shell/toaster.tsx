import { createPortal } from 'react-dom'
import { Toaster } from 'react-hot-toast'

import { TOAST_DURATIONS } from '@/config/constants'
import { useMinWidth } from '@/lib/use-media-query'
import { useTopModalDialog } from '@/lib/use-top-modal-dialog'

/**
 * Toasts with the shop's durations per kind (react-hot-toast keeps at most 20). They sit at the bottom of the
 * screen, in the right corner from 640 px, clear of the navigation bar and of the page's headings and main buttons
 * (which used to be under them at the top), and above the phone's sticky Add To Cart bar when it shows. While a
 * drawer or dialog is open they are drawn inside it, the only way to show above it (and to be read out: the page
 * behind a modal dialog is inert).
 */
export default function AppToaster() {
  const wide = useMinWidth('sm')
  const dialog = useTopModalDialog()
  const toaster = (
    <Toaster
      position={wide ? 'bottom-right' : 'bottom-center'}
      containerStyle={{ bottom: 'calc(var(--sticky-bar-height, 0px) + 1rem)' }}
      toastOptions={{
        blank: { duration: TOAST_DURATIONS.blank },
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    />
  )
  return dialog ? createPortal(toaster, dialog) : toaster
}
