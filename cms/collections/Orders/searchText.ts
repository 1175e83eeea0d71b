import type { CollectionBeforeChangeHook } from 'payload'

type Buyer = { name?: string | null; email?: string | null; username?: string | null; phoneNumber?: string | null }
type Searchable = { orderId?: string | null; lines?: { code?: string | null }[] | null }

/** The order's search text: order id, buyer's name, email and phone (with and without dial code), codes; lower case. */
export function orderSearchText(order: Searchable, buyer: Buyer | null): string {
  const codes = (order.lines ?? []).map((line) => line.code)
  const words = [order.orderId, buyer?.name, buyer?.email, buyer?.username, buyer?.phoneNumber, ...codes]
  return [...new Set(words.filter((word): word is string => Boolean(word)).map((word) => word.toLowerCase()))].join(' ')
}

/** Orders made through Payload's API (not the shop's order path, which writes it itself) get their search text too. */
export const indexOrderForSearch: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const customerId = typeof data.customer === 'object' && data.customer ? data.customer.id : data.customer
  const buyer = customerId
    ? await req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true, req })
    : null
  data.searchText = orderSearchText(data, buyer)
  return data
}
