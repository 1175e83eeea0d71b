import type { MetaData, Product } from '@contract'

const LIST_SECTIONS: { key: keyof Pick<MetaData, 'benefits' | 'applications' | 'features' | 'advantages'>; title: string }[] = [
  { key: 'benefits', title: 'Benefits' },
  { key: 'applications', title: 'Applications' },
  { key: 'features', title: 'Features' },
  { key: 'advantages', title: 'Advantages' },
]

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/** product_Desc: a list of single-key entries, shown as a two-column specification table. */
function SpecificationTable({ entries }: { entries: Record<string, string>[] }) {
  const rows = entries.flatMap((entry) => Object.entries(entry))
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <tbody>
          {rows.map(([key, value], index) => (
            <tr key={`${key}-${index}`} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="w-1/3 py-2 pr-4 font-medium text-slate-800">
                {key}
              </th>
              <td className="py-2 text-slate-700">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TensileStrengthTable({ rows }: { rows: MetaData['tensileStrength'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="tensile-table">
        <thead>
          <tr className="bg-brand-50 text-slate-900">
            <th scope="col" className="px-3 py-2 font-semibold">
              Post Implantation
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Strength
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.Post_Implantation}-${index}`} className="border-b border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                {row.Post_Implantation}
              </th>
              <td className="px-3 py-2 text-slate-700">
                {row.strength}
                {row.subcat && row.subcat.length > 0 && (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                    {row.subcat.map((sub) => (
                      <li key={sub.name}>
                        {sub.name}: {sub.value}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The extra sections under the product: benefits, applications, features, advantages, the specification entries, the
 * tensile strength table and the description list. A product with specification entries but no tensile strength rows
 * (the monofilament case) gets its specification table at full width.
 */
export function ProductDetails({ product }: { product: Product }) {
  const meta = product.metaData
  const specOnly = meta.product_Desc.length > 0 && meta.tensileStrength.length === 0
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        {LIST_SECTIONS.filter(({ key }) => meta[key].length > 0).map(({ key, title }) => (
          <Section key={key} title={title}>
            <BulletList items={meta[key]} />
          </Section>
        ))}
        {meta.product_Desc.length > 0 && !specOnly && (
          <Section title="Specifications">
            <SpecificationTable entries={meta.product_Desc} />
          </Section>
        )}
        {meta.tensileStrength.length > 0 && (
          <Section title="Tensile Strength">
            <TensileStrengthTable rows={meta.tensileStrength} />
          </Section>
        )}
      </div>
      {specOnly && (
        <Section title="Specifications">
          <SpecificationTable entries={meta.product_Desc} />
        </Section>
      )}
      {product.description.length > 0 && (
        <Section title="Description">
          <BulletList items={product.description} />
        </Section>
      )}
    </div>
  )
}
