/**
 * A bulk edit as an import makes it: the generic name of the first N published products (by id) changed through the
 * Local API, 100 products per update call, on the database named by DATABASE_URI.
 * Usage: tsx --conditions=production bench/bulk-edit.ts <generic name> <N>. Prints the products updated and the seconds taken as JSON.
 */
import { getPayload } from 'payload'

const [genericName, count] = [process.argv[2], Number(process.argv[3])]
if (!genericName || !Number.isInteger(count) || count < 1)
  throw new Error('Usage: tsx --conditions=production bench/bulk-edit.ts <generic name> <N>')
const BATCH = 100

// Imported after the check: the config reads DATABASE_URI when it is loaded.
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
const startedAt = performance.now()
let updated = 0
let errors = 0
for (let page = 1; updated < count; page += 1) {
  const limit = Math.min(BATCH, count - updated)
  const { docs, hasNextPage } = await payload.find({
    collection: 'products',
    where: { _status: { equals: 'published' } },
    select: { name: true },
    sort: 'id',
    page,
    limit,
    depth: 0,
  })
  const ids = docs.map((doc) => doc.id)
  const result = await payload.update({
    collection: 'products',
    where: { id: { in: ids } },
    data: { genericName },
    depth: 0,
    select: { name: true },
  })
  updated += result.docs.length
  errors += result.errors.length
  if (!hasNextPage) break
}
const seconds = (performance.now() - startedAt) / 1000
console.log(JSON.stringify({ updated, errors, seconds }))
await payload.destroy()
process.exit(0)
