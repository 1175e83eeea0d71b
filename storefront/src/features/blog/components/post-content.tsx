import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * The post body. The server already sanitises `contentHtml`; it is cleaned again here so a slip on either side can
 * never run a script or an event handler in the visitor's browser.
 */
export function PostContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] }), [html])
  return (
    <div
      data-testid="post-content"
      className="post-content text-base leading-relaxed text-slate-800"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
