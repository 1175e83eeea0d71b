import { kindContract, type IssuedDocument } from '@contract'

import { DownloadButton } from '@/components/download-button'
import { downloadFile } from '@/lib/download-file'

/** "Download invoice", "Download credit note"…: the document's PDF at the path the API lists it with, saved under its number. */
export function TaxDocumentDownload({ document }: { document: IssuedDocument }) {
  return (
    <DownloadButton
      label={`Download ${kindContract(document.kind).label.toLowerCase()}`}
      download={() => downloadFile(document.path, `${document.number}.pdf`)}
    />
  )
}
