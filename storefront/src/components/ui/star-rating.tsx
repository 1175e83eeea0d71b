/** A read-only star rating drawn with a clipped overlay so fractions (4.44) show exactly. */
export function StarRating({ value, outOf = 5 }: { value: number; outOf?: number }) {
  const percent = Math.max(0, Math.min(100, (value / outOf) * 100))
  const stars = '★'.repeat(outOf)
  return (
    <span className="inline-flex items-center gap-2" role="img" aria-label={`Rated ${value} out of ${outOf}`}>
      <span aria-hidden="true" className="relative inline-block text-lg leading-none text-slate-300">
        {stars}
        <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
          {stars}
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {value}
      </span>
    </span>
  )
}
