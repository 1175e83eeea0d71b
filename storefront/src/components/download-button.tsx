import { useState } from 'react'

import { handleAppError } from '@/lib/error-handler'

/** A button that downloads a file, saying "Downloading…" until it is saved; a failure shows as the app's error. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        download()
          .catch(handleAppError)
          .finally(() => setBusy(false))
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      {busy ? 'Downloading…' : label}
    </button>
  )
}
