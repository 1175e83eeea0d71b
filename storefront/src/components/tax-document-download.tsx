import { kindContract, type IssuedDocument } from '@contract'

import { DownloadButton } from '@/components/download-button'
import { downloadFile } from '@/lib/download-file'

/**
 * "Download invoice", "Download credit note"…: the document's PDF at the path the API lists it with, saved under its
 * number; "Invoice being registered" while the e-invoice portal has yet to give it the IRN it prints.
 */
export function TaxDocumentDownload({ document }: { document: IssuedDocument }) {
  const { label } = kindContract(document.kind)
  if (document.registering) return <span className="text-sm text-slate-600">{label} being registered</span>
  return <DownloadButton label={`Download ${label.toLowerCase()}`} download={() => downloadFile(document.path, `${document.number}.pdf`)} />
}
