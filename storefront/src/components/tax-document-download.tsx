import { useState } from 'react'

import { kindContract, type IssuedDocument } from '@contract'

import { handleAppError } from '@/lib/error-handler'

import { downloadTaxDocument } from '@/lib/download-tax-document'

/** "Download invoice", "Download credit note"…: the document's PDF, saved under its number. */
export function TaxDocumentDownload({ document }: { document: IssuedDocument }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        downloadTaxDocument(document)
          .catch(handleAppError)
          .finally(() => setBusy(false))
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      {busy ? 'Downloading…' : `Download ${kindContract(document.kind).label.toLowerCase()}`}
    </button>
  )
}
