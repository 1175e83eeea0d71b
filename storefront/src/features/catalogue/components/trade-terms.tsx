import { packRuleProblem, packRuleText, unitPriceFor, type CodeEntry } from '@contract'
import { formatRupees } from '@contract/money'

type Band = { from: number; to: number | null; price: number }

/** The price per unit from each quantity break on, bands of equal price merged ("1–9", "10–49", "50+"). */
function bandsOf(code: CodeEntry): Band[] {
  const starts = [1, ...(code.tiers ?? []).map((tier) => tier.minQuantity).filter((quantity) => quantity > 1)]
  const unique = [...new Set(starts)].sort((a, b) => a - b)
  const bands: Band[] = []
  unique.forEach((from, index) => {
    const price = unitPriceFor(code.discountedPrice, code.tiers, from)
    const to = index + 1 < unique.length ? unique[index + 1] - 1 : null
    const last = bands.at(-1)
    if (last && last.price === price) last.to = to
    else bands.push({ from, to, price })
  })
  return bands
}

const bandLabel = ({ from, to }: Band) => (to === null ? `${from}+` : from === to ? String(from) : `${from}–${to}`)

/**
 * The chosen code's quantity breaks as a small table, its pack rule ("Sold in multiples of 12"), and why the typed
 * quantity breaks it; a signed-in buyer with contract prices also reads the public price they are beating.
 */
export function TradeTerms({ code, quantity }: { code: CodeEntry; quantity: number | null }) {
  const bands = bandsOf(code)
  const rule = packRuleText(code)
  const problem = quantity === null ? null : packRuleProblem(code.shortCode, code, quantity)
  const contract = code.publicPrice !== undefined && code.discountedPrice < code.publicPrice
  if (bands.length < 2 && !rule && !contract) return null
  return (
    <div data-testid="trade-terms" className="flex flex-col gap-2 text-sm">
      {contract ? (
        <p className="text-emerald-800">
          Your contract price. Public price <span className="whitespace-nowrap line-through">{formatRupees(code.publicPrice!)}</span>
        </p>
      ) : null}
      {bands.length > 1 ? (
        <table className="w-full max-w-xs border-collapse text-left">
          <caption className="mb-1 text-left font-medium text-slate-800">Price per unit by quantity</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Quantity
              </th>
              <th scope="col" className="py-1 font-medium">
                Price per unit
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.from} className="border-b border-slate-100">
                <td className="py-1 text-slate-800">{bandLabel(band)}</td>
                <td className="py-1 font-semibold text-slate-900">{formatRupees(band.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {rule ? <p className="font-medium text-slate-800">{rule}</p> : null}
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
