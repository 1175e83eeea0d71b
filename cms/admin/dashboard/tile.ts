/** One figure on the admin dashboard: what it counts, its value, and the list it opens; `warning`: something to act on soon, drawn to stand out. */
export type Tile = { label: string; value: string; detail?: string; href: string; warning?: boolean }
export type TileGroup = { title: string; tiles: Tile[] }
