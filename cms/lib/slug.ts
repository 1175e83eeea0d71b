/**
 * The shop's slug rule (docs/requirements.md): lowercase, drop every character that is not a letter, digit or space,
 * then turn runs of spaces into single hyphens. "SKIN STAPLER" → "skin-stapler".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
}

/** The readable name the breadcrumb shows for a slug: hyphens to spaces, words capitalised. */
export function unslugify(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Slugs in requests are matched trimmed and lowercased, in a body and in a path alike. */
export const normaliseSlug = (slug: string) => slug.trim().toLowerCase()
