import type { PayloadRequest } from 'payload'

import type { ReturnStatus } from '../../contract/after-sale'

/** How many units of each code of an order the returns in these statuses took. */
export async function returnedQuantities(
  req: PayloadRequest,
  orderId: string,
  statuses: { in?: ReturnStatus[]; notIn?: ReturnStatus[] },
): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({
    collection: 'returns',
    where: {
      and: [
        { order: { equals: orderId } },
        ...(statuses.in ? [{ status: { in: statuses.in } }] : []),
        ...(statuses.notIn ? [{ status: { not_in: statuses.notIn } }] : []),
      ],
    },
    select: { lines: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const taken = new Map<string, number>()
  for (const entry of docs) for (const line of entry.lines ?? []) taken.set(line.code, (taken.get(line.code) ?? 0) + line.quantity)
  return taken
}
