/** Cuts `text` to `limit` characters and adds '...' when it was longer (names on cards and top sellers). */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text
}

/** The readable name of a slug for breadcrumbs and headings: hyphens to spaces, words capitalised. */
export function unslugify(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
