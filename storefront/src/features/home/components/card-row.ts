/**
 * The classes of the home page's product cards: one sideways-scrolling row on a phone (each card a little over half the
 * screen wide, so the next one shows, snapping into place) instead of a column of screen-wide cards; a grid from 640 px, with `columns` for the wider
 * column counts.
 */
export const cardRowClasses = (columns: string) =>
  `-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 *:w-[56%] *:shrink-0 *:snap-start sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 sm:*:w-auto ${columns} lg:gap-6`
