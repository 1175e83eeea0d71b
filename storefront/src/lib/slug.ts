/**
 * The shop's category slug rule: the name lowercased, characters other than letters, digits and spaces removed,
 * spaces turned into hyphens. "SKIN STAPLER" → "skin-stapler", "Gloves & Masks" → "gloves-masks".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
}
