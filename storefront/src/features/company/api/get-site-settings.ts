import { queryOptions, useQuery } from '@tanstack/react-query'

import { AFTER_SALE_DEFAULTS } from '@contract/after-sale-policy'

import { cmsApi } from '@/lib/api-client'

type Nullish<T> = T | null | undefined

/** The `site-settings` global as Payload's REST API answers it (fields the staff left empty are null). */
type SiteSettingsAnswer = {
  companyName?: Nullish<string>
  phones?: Nullish<{ label?: Nullish<string>; number: string }[]>
  email?: Nullish<string>
  address?: Nullish<string>
  mapLink?: Nullish<string>
  chatLink?: Nullish<string>
  openingHours?: Nullish<{ label?: Nullish<string> }>
  afterSale?: Nullish<{ cancelWithinHours?: Nullish<number>; returnWithinDays?: Nullish<number> }>
}

function toSiteSettings(settings: SiteSettingsAnswer) {
  return {
    companyName: settings.companyName ?? 'Nuvo Surgical',
    phones: settings.phones ?? [],
    email: settings.email ?? '',
    address: settings.address ?? '',
    mapLink: settings.mapLink ?? null,
    chatLink: settings.chatLink ?? null,
    hours: settings.openingHours?.label ?? null,
    afterSale: {
      cancelWithinHours: settings.afterSale?.cancelWithinHours ?? AFTER_SALE_DEFAULTS.cancelWithinHours,
      returnWithinDays: settings.afterSale?.returnWithinDays ?? AFTER_SALE_DEFAULTS.returnWithinDays,
    },
  }
}

/** Contact data of the public pages (footer, Contact Us), from Payload's `site-settings` global. */
export async function getSiteSettings(signal?: AbortSignal) {
  return toSiteSettings(await cmsApi.get<SiteSettingsAnswer>('/globals/site-settings?depth=0', { signal }))
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['globals', 'site-settings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 30 * 60_000,
    meta: { errors: 'log' },
  })

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions())
}
