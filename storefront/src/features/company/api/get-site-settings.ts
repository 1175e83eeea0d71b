import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'

import { cmsApi } from '@/lib/api-client'

const siteSettingsSchema = z
  .object({
    companyName: z.string().nullish(),
    phones: z.array(z.object({ label: z.string().nullish(), number: z.string() })).nullish(),
    email: z.string().nullish(),
    address: z.string().nullish(),
    mapLink: z.string().nullish(),
    chatLink: z.string().nullish(),
    openingHours: z.object({ label: z.string().nullish() }).nullish(),
  })
  .transform((settings) => ({
    companyName: settings.companyName ?? 'Nuvo Surgical',
    phones: settings.phones ?? [],
    email: settings.email ?? '',
    address: settings.address ?? '',
    mapLink: settings.mapLink ?? null,
    chatLink: settings.chatLink ?? null,
    hours: settings.openingHours?.label ?? null,
  }))
export type SiteSettings = z.output<typeof siteSettingsSchema>

/** Contact data of the public pages (footer, Contact Us), from Payload's `site-settings` global. */
export async function getSiteSettings(signal?: AbortSignal) {
  return cmsApi.get('/globals/site-settings?depth=0', siteSettingsSchema, { signal })
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
