import type { CollectionConfig } from 'payload'

import { orderManagers } from '../access'

export const TRACKING_NUMBER_PLACEHOLDER = '{trackingNumber}'

/** The tracking page of one parcel: the courier's pattern with the tracking number in place of its placeholder. */
export function trackingUrlFor(pattern: string | null | undefined, trackingNumber: string): string | null {
  if (!pattern || !pattern.includes(TRACKING_NUMBER_PLACEHOLDER)) return null
  return pattern.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber))
}

/** Couriers the shop ships with: their names are suggested when an order ships, their pattern fills the tracking link. */
export const Couriers: CollectionConfig = {
  slug: 'couriers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'trackingUrlPattern'], group: 'Shop' },
  access: { read: orderManagers, create: orderManagers, update: orderManagers, delete: orderManagers },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    {
      name: 'trackingUrlPattern',
      label: 'Tracking URL pattern',
      type: 'text',
      admin: {
        description: `The courier's tracking page with ${TRACKING_NUMBER_PLACEHOLDER} where the number goes, e.g. https://courier.example/track?awb=${TRACKING_NUMBER_PLACEHOLDER}`,
      },
      validate: (value: string | null | undefined) => {
        if (!value) return true
        if (!/^https?:\/\/[^\s]+$/.test(value)) return 'A web address starting with https://'
        return value.includes(TRACKING_NUMBER_PLACEHOLDER) ? true : `Put ${TRACKING_NUMBER_PLACEHOLDER} where the tracking number goes`
      },
    },
  ],
}
