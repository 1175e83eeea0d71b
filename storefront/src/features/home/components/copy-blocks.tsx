import { useId, useState } from 'react'

import { FadeIn } from '@/components/ui/fade-in'
import { useMinWidth } from '@/lib/use-media-query'

import { COPY_BLOCKS } from '../content'

/** One text; on a phone its first paragraph only, until 'Read more'. */
function CopyBlock({ block }: { block: (typeof COPY_BLOCKS)[number] }) {
  const wide = useMinWidth('md')
  const [open, setOpen] = useState(false)
  const restId = useId()
  const [first, ...rest] = block.paragraphs
  return (
    <FadeIn>
      <h2 className="text-xl font-bold tracking-wide text-slate-900 sm:text-2xl">{block.title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        <p>{first}</p>
        <div id={restId} hidden={!wide && !open} className="space-y-3">
          {rest.map((paragraph) => (
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
        {wide ? null : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={restId}
            onClick={() => setOpen((value) => !value)}
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {open ? 'Show less' : 'Read more'}
          </button>
        )}
      </div>
    </FadeIn>
  )
}

/** The SURGICAL SUTURES and SKIN STAPLER marketing texts, in that order; shortened behind 'Read more' on a phone. */
export function CopyBlocks() {
  return (
    <section aria-label="About our products" className="below-fold mx-auto max-w-5xl space-y-8 px-4 py-10 sm:space-y-10 sm:px-6 sm:py-16">
      {COPY_BLOCKS.map((block) => (
        <CopyBlock key={block.title} block={block} />
      ))}
    </section>
  )
}
