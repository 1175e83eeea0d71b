import { Skeleton } from '@/components/ui/skeleton'

/** The cart page's placeholder while lines and prices load, and behind the empty-cart message. */
export function CartSkeleton() {
  return (
    <div aria-hidden="true" data-testid="cart-skeleton" className="flex flex-col gap-4">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-4">
          <Skeleton className="h-20 w-20 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  )
}
