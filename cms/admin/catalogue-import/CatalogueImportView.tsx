import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../access/roles'
import { ExportForm } from './ExportForm'
import { ImportForm } from './ImportForm'
import { ImportHistory, type ImportSummary } from './ImportHistory'
import '../shared/spreadsheet-import.scss'
import './catalogue-import.scss'

/**
 * `/admin/catalogue-import`: the catalogue as a spreadsheet (export), a file's changes previewed then applied, and the
 * imports applied so far with "Revert this import". For catalogue editors and admins.
 */
export default async function CatalogueImportView({ initPageResult }: AdminViewServerProps) {
  const { payload, user } = initPageResult.req
  if (!hasRole(user, 'catalogue-editor')) {
    return (
      <main className="catalogue-import">
        <p>Updating the catalogue in bulk is for catalogue editors.</p>
        <a href="/admin">← Dashboard</a>
      </main>
    )
  }
  const [categories, imports] = await Promise.all([
    payload.find({ collection: 'categories', select: { name: true, slug: true }, pagination: false, depth: 0 }),
    payload.find({ collection: 'catalogue-imports', sort: '-createdAt', limit: 20, depth: 1 }),
  ])
  const history: ImportSummary[] = imports.docs.map((record) => ({
    id: String(record.id),
    fileName: record.fileName,
    at: record.createdAt,
    by: typeof record.appliedBy === 'object' ? (record.appliedBy.name ?? record.appliedBy.email) : '',
    counts: record.counts as ImportSummary['counts'],
    revertedAt: record.revertedAt ?? null,
    revertSkipped: (record.revertSkipped as ImportSummary['revertSkipped']) ?? [],
  }))
  return (
    <main className="catalogue-import">
      <nav className="catalogue-import__bar">
        <a href="/admin/collections/products">← Products</a>
        <a href="/admin">Dashboard</a>
      </nav>
      <h1>Update the catalogue in bulk</h1>
      <p className="catalogue-import__lead">
        Export the catalogue, change it in a spreadsheet, import it: the preview shows every change before anything is written.
      </p>
      <ExportForm categories={categories.docs.map((category) => ({ name: category.name, slug: category.slug ?? '' }))} />
      <ImportForm revertedImportIds={history.filter((entry) => entry.revertedAt).map((entry) => entry.id)} />
      <ImportHistory imports={history} />
    </main>
  )
}
