/** The stock check (started through scripts/stock-check.ts, after the Payload config's imports are set right). */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { checkStock, type StockCheck } from '../../cms/services/stock'

type Figures = StockCheck['differences'][number]['kept']

const figures = (kept: Figures, fromMovements: Figures) =>
  (['onHand', 'reserved', 'available'] as const)
    .filter((figure) => kept[figure] !== fromMovements[figure])
    .map((figure) => `${figure} ${kept[figure]}, movements say ${fromMovements[figure]}`)
    .join('; ')

async function main(): Promise<number> {
  const payload = await getPayload({ config })
  const started = Date.now()
  const { balances, movements, differences } = await checkStock(payload)
  const { docs: locations } = await payload.find({ collection: 'stock-locations', depth: 0, pagination: false })
  const codeOf = new Map(locations.map((location) => [String(location.id), location.code]))
  for (const difference of differences) {
    const where = codeOf.get(difference.location) ?? difference.location
    console.log(`✖ ${difference.code} lot ${difference.lot} at ${where}: ${figures(difference.kept, difference.fromMovements)}`)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const read = `${balances} balances against ${movements} movements in ${seconds} s`
  if (differences.length === 0) console.log(`stock:check: every balance agrees with its movements (${read})`)
  else console.log(`stock:check: ${differences.length} balance(s) differ from their movements (${read})`)
  return differences.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('stock:check failed:', error instanceof Error ? error.message : error)
    process.exit(2)
  },
)
