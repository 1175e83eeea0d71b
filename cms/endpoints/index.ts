import type { Endpoint } from 'payload'

/** The shop API of spec section 7, mounted under /api/shop. */
export const shopEndpoints: Endpoint[] = []
