type Buyer = { name?: string | null; email?: string | null; username?: string | null; phoneNumber?: string | null }
type Searchable = { orderId?: string | null; lines?: { code?: string | null }[] | null }

/**
 * The order's search text, written when it is placed: order id, buyer's name, email and phone (with and without dial
 * code) and catalogue codes, in lower case. Staff search the orders list with one `like` on it, the same on any
 * database, where a search over the customer and the lines would need joins.
 */
export function orderSearchText(order: Searchable, buyer: Buyer | null): string {
  const codes = (order.lines ?? []).map((line) => line.code)
  const words = [order.orderId, buyer?.name, buyer?.email, buyer?.username, buyer?.phoneNumber, ...codes]
  return [...new Set(words.filter((word): word is string => Boolean(word)).map((word) => word.toLowerCase()))].join(' ')
}
