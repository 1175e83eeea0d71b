import { Toaster } from 'react-hot-toast'

import { HEADER_HEIGHT_PX, TOAST_DURATIONS } from '@/config/constants'

/** Toasts with their durations per kind (react-hot-toast keeps at most 20). */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: HEADER_HEIGHT_PX + 8 }}
      toastOptions={{
        blank: { duration: TOAST_DURATIONS.blank },
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    />
  )
}
