/** A grey placeholder block shown while data loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />
}

/** The card-shaped placeholder of product, category and blog grids. */
export function CardSkeleton() {
  return (
    <div data-testid="card-skeleton" aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-3">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
    </div>
  )
}

export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </>
  )
}
