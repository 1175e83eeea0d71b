import { useId, useState } from 'react'

import type { FaqItem } from '../api/get-home-content'

function Answer({ blocks }: { blocks: FaqItem['answer'] }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        if (block.type === 'list') {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        }
        if (block.type === 'bold') {
          return (
            <p key={index} className="font-semibold text-slate-900">
              {block.content}
            </p>
          )
        }
        return <p key={index}>{block.content}</p>
      })}
    </div>
  )
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className="border-b border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-4 py-3 text-left text-sm font-semibold text-slate-900 hover:text-brand-700 sm:py-4 sm:text-base"
        >
          {item.question}
          <span aria-hidden="true" className={`text-xl transition-transform ${open ? 'rotate-45' : ''}`}>
            +
          </span>
        </button>
      </h3>
      <div id={`${id}-answer`} hidden={!open} className="pb-4">
        <Answer blocks={item.answer} />
      </div>
    </div>
  )
}

/** The FAQ on surgical sutures: each question opens and closes its answer on click. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby="faq-heading" className="below-fold mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <h2 id="faq-heading" className="mb-4 text-center text-2xl font-bold text-slate-900 sm:mb-6 sm:text-3xl">
        Frequently Asked Questions
      </h2>
      <div className="border-t border-slate-200">
        {items.map((item) => (
          <FaqEntry key={item.question} item={item} />
        ))}
      </div>
    </section>
  )
}
