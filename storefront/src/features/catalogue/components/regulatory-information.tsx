import { documentKindLabel, isCertificate, shelfLifeText, sterilisationLabel, type Compliance, type ProductDocument } from '@contract'

/** A certificate's last valid day (YYYY-MM-DD, a calendar day) as "26 May 2027", whatever the browser's time zone. */
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

const sizeText = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 * 1024 ? `, ${Math.max(1, Math.round(bytes / 1024))} KB` : `, ${(bytes / (1024 * 1024)).toFixed(1)} MB`

function rowsOf(compliance: Compliance): [term: string, value: string][] {
  const rows: [string, string | null][] = [
    ['Manufacturing licence number', compliance.licenceNumber],
    ['Device class', compliance.deviceClass && `Class ${compliance.deviceClass}`],
    ['Sterile', compliance.sterile ? 'Yes' : 'No'],
    ['Sterilisation', compliance.sterilisationMethod && sterilisationLabel(compliance.sterilisationMethod)],
    ['Shelf life', compliance.shelfLifeMonths ? shelfLifeText(compliance.shelfLifeMonths) : null],
    ['Storage conditions', compliance.storageConditions],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

function DocumentLink({ document }: { document: ProductDocument }) {
  return (
    <li>
      <a
        href={document.url}
        download
        className="inline-flex items-start gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true" className="mt-0.5 rounded bg-red-50 px-1 text-[10px] font-bold text-red-700">
          PDF
        </span>
        <span>
          {document.title}
          <span className="font-normal text-slate-600">
            {' '}
            ({documentKindLabel(document.kind)}
            {sizeText(document.size)})
          </span>
          {isCertificate(document.kind) && document.expiresOn && (
            <span className="block text-xs font-normal text-slate-600">Valid until {dayText(document.expiresOn)}</span>
          )}
        </span>
      </a>
    </li>
  )
}

/** "Regulatory information": licence, class, sterility, shelf life, storage, and the IFU and certificates to download. */
export function RegulatoryInformation({ compliance }: { compliance: Compliance }) {
  const rows = rowsOf(compliance)
  return (
    <section aria-labelledby="regulatory-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="regulatory-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Regulatory information
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-800">{term}</dt>
              <dd className="text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
        {compliance.documents.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Downloads</h3>
            <ul className="space-y-2">
              {compliance.documents.map((document) => (
                <DocumentLink key={document.url} document={document} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}
