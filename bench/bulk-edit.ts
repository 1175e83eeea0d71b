/**
 * A bulk edit as an import makes it: one Local API update of every published product, in one transaction, on the
 * database named by DATABASE_URI. Usage: tsx bench/bulk-edit.ts <generic name>. Prints the products updated and the
 * seconds taken as JSON.
 */
import { getPayload } from 'payload'

const genericName = process.argv[2]
if (!genericName) throw new Error('Usage: tsx bench/bulk-edit.ts <generic name>')

// Imported after the check: the config reads DATABASE_URI when it is loaded.
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
const startedAt = performance.now()
const { docs, errors } = await payload.update({
  collection: 'products',
  where: { _status: { equals: 'published' } },
  data: { genericName },
  depth: 0,
  overrideAccess: true,
})
const seconds = (performance.now() - startedAt) / 1000
console.log(JSON.stringify({ updated: docs.length, errors: errors.length, seconds }))
await payload.destroy()
process.exit(0)
