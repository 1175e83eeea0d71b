import { Skeleton } from '@/components/ui/skeleton'

import { useSiteSettings } from '../api/get-site-settings'

/** Address, phones, email, opening hours and the map link, from the site settings. */
export function ContactDetails() {
  const settings = useSiteSettings()
  if (settings.isPending) return <Skeleton className="h-48 w-full" />
  const data = settings.data
  if (!data) return null
  return (
    <dl className="space-y-5 text-slate-700">
      {data.address && (
        <div>
          <dt className="font-semibold text-slate-900">Address</dt>
          <dd className="mt-1 whitespace-pre-line">{data.address}</dd>
        </div>
      )}
      {data.phones.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-900">Phone</dt>
          {data.phones.map((phone) => (
            <dd key={phone.number} className="mt-1">
              <a href={`tel:${phone.number.replace(/\s+/g, '')}`} className="hover:text-brand-700 hover:underline">
                {phone.number}
              </a>
              {phone.label && <span className="text-sm text-slate-600"> ({phone.label})</span>}
            </dd>
          ))}
        </div>
      )}
      {data.email && (
        <div>
          <dt className="font-semibold text-slate-900">Email</dt>
          <dd className="mt-1">
            <a href={`mailto:${data.email}`} className="hover:text-brand-700 hover:underline">
              {data.email}
            </a>
          </dd>
        </div>
      )}
      {data.hours && (
        <div>
          <dt className="font-semibold text-slate-900">Opening hours</dt>
          <dd className="mt-1">{data.hours}</dd>
        </div>
      )}
    </dl>
  )
}

/** A drawn map tile that opens the real map in a new tab (no third-party map is loaded into the page). */
export function MapLink() {
  const settings = useSiteSettings()
  const href = settings.data?.mapLink
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex h-56 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-[linear-gradient(135deg,#eef0fb_25%,#e2e8f0_25%,#e2e8f0_50%,#eef0fb_50%,#eef0fb_75%,#e2e8f0_75%)] bg-[length:40px_40px]"
    >
      <span className="flex items-center gap-2 rounded-full bg-white px-5 py-3 font-semibold text-brand-800 shadow-md group-hover:bg-brand-50">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
          <circle cx="12" cy="10" r="2.5" />
        </svg>
        Open in Maps (new tab)
      </span>
    </a>
  )
}
