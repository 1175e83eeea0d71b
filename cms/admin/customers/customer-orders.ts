import type { Payload } from 'payload'
import { cache } from 'react'

/**
 * How many orders a customer has placed and the latest one. Cached per request, so the list's two order columns
 * share one query per row.
 */
export const customerOrders = cache(async (payload: Payload, customerId: string) => {
  const { docs, totalDocs } = await payload.find({
    collection: 'orders',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { orderId: true, createdAt: true },
  })
  return { count: totalDocs, last: docs[0] ?? null }
})
