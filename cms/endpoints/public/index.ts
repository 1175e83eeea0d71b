import type { Endpoint } from 'payload'

/** Catalogue, blog, account, address, enquiry and settings calls, and the JSON 404 for unknown /api/shop paths. */
export const publicEndpoints: Endpoint[] = []
