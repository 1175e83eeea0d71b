import { FadeIn } from '@/components/ui/fade-in'

import { COPY_BLOCKS } from '../content'

/** The SURGICAL SUTURES and SKIN STAPLER marketing texts, in that order. */
export function CopyBlocks() {
  return (
    <section aria-label="About our products" className="below-fold mx-auto max-w-5xl space-y-10 px-4 py-16 sm:px-6">
      {COPY_BLOCKS.map((block) => (
        <FadeIn key={block.title}>
          <h2 className="text-2xl font-bold tracking-wide text-slate-900">{block.title}</h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.list.length > 0 && (
              <ul className="list-disc space-y-1 pl-6">
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </FadeIn>
      ))}
    </section>
  )
}
