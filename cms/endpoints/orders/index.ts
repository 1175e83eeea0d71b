import type { Endpoint } from 'payload'

/** Cart, order, discount and payment calls. */
export const orderEndpoints: Endpoint[] = []
