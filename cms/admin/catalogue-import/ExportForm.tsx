'use client'

import { useState } from 'react'

import { catalogueExportUrl } from './links'

/** The export: the whole catalogue or one category, as an Excel workbook or a CSV. */
export function ExportForm({ categories }: { categories: { name: string; slug: string }[] }) {
  const [category, setCategory] = useState('')
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx')
  return (
    <section className="catalogue-import__card" aria-labelledby="catalogue-export-title">
      <h2 id="catalogue-export-title">1. Export</h2>
      <div className="spreadsheet-import__fields">
        <label>
          Products
          <select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">The whole catalogue</option>
            {categories.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Format
          <select value={format} onChange={(event) => setFormat(event.target.value as 'xlsx' | 'csv')}>
            <option value="xlsx">Excel workbook (.xlsx)</option>
            <option value="csv">CSV (UTF-8)</option>
          </select>
        </label>
        <a
          className="btn btn--style-secondary btn--size-medium catalogue-import__button"
          href={catalogueExportUrl(format, category ? { category } : {})}
          download
        >
          Download the spreadsheet
        </a>
      </div>
      <p className="catalogue-import__hint">
        One row per catalogue code; prices in rupees. To filter by anything else, filter the products list and export from there.
      </p>
    </section>
  )
}
