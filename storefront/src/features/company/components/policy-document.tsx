import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'

export type PolicySection = { title: string; paragraphs?: string[]; items?: string[] }

/** Terms and Privacy: a titled document of sections, each with paragraphs and an optional list. */
export function PolicyDocument({ title, intro, sections }: { title: string; intro: string; sections: PolicySection[] }) {
  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 leading-relaxed text-slate-700">{intro}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </PageContainer>
  )
}
