'use client'

import { useSearchParams } from 'next/navigation'
import type { Where } from 'payload'
import { parse } from 'qs-esm'

import { CATALOGUE_IMPORT_PATH, catalogueExportUrl } from './links'
import './products-list-tools.scss'

/** Above the products list (admin.components.beforeList): the list's products as a spreadsheet, and the bulk import. */
export default function ProductsListTools() {
  const where = parse(useSearchParams().toString()).where as Where | undefined
  const suffix = where ? ' (filtered)' : ''
  return (
    <div className="products-tools gutter--left gutter--right">
      <div className="products-tools__group">
        <a className="btn btn--style-secondary btn--size-small" href={catalogueExportUrl('xlsx', { where })} download>
          Export XLSX{suffix}
        </a>
        <a className="btn btn--style-secondary btn--size-small" href={catalogueExportUrl('csv', { where })} download>
          Export CSV{suffix}
        </a>
      </div>
      <a className="btn btn--style-primary btn--size-small" href={CATALOGUE_IMPORT_PATH}>
        Update the catalogue in bulk
      </a>
    </div>
  )
}
