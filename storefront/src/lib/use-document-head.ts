import { useEffect } from 'react'

import { env } from '@/config/env'

type Head = { title: string; description?: string; image?: string | null }

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function setCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!element) {
    element = document.createElement('link')
    element.rel = 'canonical'
    document.head.append(element)
  }
  element.href = href
}

/**
 * Keeps the title, description, canonical URL and Open Graph tags in step with client-side navigation. The server
 * already sends them for the first page; this updates the same tags rather than adding copies.
 */
export function useDocumentHead({ title, description, image }: Head): void {
  useEffect(() => {
    const fullTitle = title.includes(env.siteName) ? title : `${title} | ${env.siteName}`
    document.title = fullTitle
    const url = `${window.location.origin}${window.location.pathname}`
    setCanonical(url)
    setMeta('property', 'og:title', fullTitle)
    setMeta('property', 'og:url', url)
    if (description) {
      setMeta('name', 'description', description)
      setMeta('property', 'og:description', description)
    }
    if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href)
  }, [title, description, image])
}
