import { lazy, Suspense } from 'react'
import { Navigate, useParams } from 'react-router-dom'

import { hasComplianceData, MSG, RECENT_ORDERS, type Product } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { TOP_SELLERS_MAX } from '@/config/constants'
import { addToCart } from '@/features/cart/cart-store'
import { NotFound } from '@/features/errors/components/not-found'
import { isNotFound } from '@/lib/error-handler'
import { Later } from '@/lib/later'
import { notify } from '@/lib/notify'
import { unslugify } from '@/lib/text'
import { useDocumentHead } from '@/lib/use-document-head'
import { useInView } from '@/lib/use-in-view'

import { useProduct } from '../api/get-product'
import { useCategoryFirstPage } from '../api/get-category-products'
import { ProductCard } from '../components/product-card'
import { ProductDetails } from '../components/product-details'
import { ProductGallery } from '../components/product-gallery'
import { PurchasePanel } from '../components/purchase-panel'
import { TopSellers } from '../components/top-sellers'
import { productPath } from '../utils/product-links'
import { completeSelection, packProblemOf, type Selection } from '../utils/selection'

const SUTURES_SLUG = 'surgical-sutures'
const RELATED_MAX = 4

const RegulatoryInformation = lazy(() =>
  import('../components/regulatory-information').then((module) => ({ default: module.RegulatoryInformation })),
)

/** The regulatory section sits at the foot of the page: its code loads as the visitor scrolls towards it. */
function RegulatoryInformationWhenNear({ product }: { product: Product }) {
  const { ref, inView } = useInView<HTMLDivElement>(600)
  if (!hasComplianceData(product.compliance)) return null
  return (
    <div ref={ref}>
      {inView && (
        <Suspense fallback={null}>
          <RegulatoryInformation compliance={product.compliance} />
        </Suspense>
      )}
    </div>
  )
}

/** "50+ orders in the last 30 days", from the server's count of real orders; nothing when it has too few to say. */
function RecentOrders({ count }: { count: number | null | undefined }) {
  if (!count) return null
  return (
    <p className="text-sm font-medium text-slate-700">
      {count}+ orders in the last {RECENT_ORDERS.days} days
    </p>
  )
}

function addSelectionToCart(product: Product, selection: Selection) {
  const line = completeSelection(product, selection)
  if (!line) {
    notify.error(MSG.cart.missingSelection)
    return
  }
  const packProblem = packProblemOf(product, selection)
  if (packProblem) {
    notify.error(packProblem)
    return
  }
  addToCart({
    id: product._id,
    size: line.size,
    code: line.code,
    quantity: line.quantity,
    data: {
      _id: product._id,
      name: product.name,
      genericName: product.genericName,
      image: product.images[0] ?? product.image,
      category: { name: product.category.name },
      variants: product.variants,
    },
  })
  notify.success(MSG.cart.added)
}

function ProductSkeleton() {
  return (
    <div data-testid="product-loading" aria-busy="true" className="mt-6 grid gap-8 lg:grid-cols-[1fr_1fr_20rem]">
      <Skeleton className="aspect-square w-full" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  )
}

export default function ProductPage() {
  const { categoryName = '', productName = '' } = useParams()
  const product = useProduct(productName)
  // Top sellers come from the first page of sutures and related products from the first page of the product's own
  // category: a few cards each, never the whole catalogue.
  const sutures = useCategoryFirstPage(SUTURES_SLUG)
  const sameCategory = useCategoryFirstPage(product.data?.category.slug ?? categoryName)
  const categoryLabel = unslugify(categoryName)

  useDocumentHead({
    title: product.data?.name ?? unslugify(productName),
    description:
      product.data?.metaDescription ??
      (product.data ? [product.data.genericName, ...product.data.description].filter(Boolean).join('. ').slice(0, 160) : undefined),
    image: product.data?.images[0],
  })

  if (isNotFound(product.error)) return <NotFound what="product" />

  const crumbs = [
    { label: 'Home', to: '/' },
    { label: 'Category', to: '/categories' },
    { label: product.data?.category.name ?? categoryLabel, to: `/categories/${categoryName}` },
    { label: product.data?.name ?? unslugify(productName) },
  ]

  if (!product.data) {
    return (
      <PageContainer className="py-8">
        <Breadcrumbs items={crumbs} />
        <ProductSkeleton />
      </PageContainer>
    )
  }

  const current = product.data
  // The product lives under its own category only; the server answers other addresses with a 301 there.
  if (current.category.slug && categoryName.toLowerCase() !== current.category.slug) return <Navigate to={productPath(current)} replace />
  const topSellers = (sutures.data ?? []).filter((entry) => entry._id !== current._id).slice(0, TOP_SELLERS_MAX)
  const related = (sameCategory.data ?? []).filter((entry) => entry._id !== current._id).slice(0, RELATED_MAX)

  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 xl:grid-cols-[minmax(0,5fr)_minmax(0,4fr)_20rem]">
        <div className="lg:row-span-2 xl:row-span-1">
          <ProductGallery product={current} />
        </div>
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{current.name}</h1>
          {current.genericName && <p className="text-base text-slate-600">{current.genericName}</p>}
          <RecentOrders count={current.recentOrders} />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2 xl:col-start-3 xl:row-start-1">
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <PurchasePanel product={current} onAddToCart={(selection) => addSelectionToCart(current, selection)} />
          </div>
          <Later>
            <TopSellers products={topSellers} />
          </Later>
        </div>
      </div>
      {/* Below the first screen: drawn in tasks of their own once the gallery and the purchase panel are up. */}
      <Later>
        <div className="mt-10 flex flex-col gap-6">
          <ProductDetails product={current} />
          <RegulatoryInformationWhenNear product={current} />
        </div>
      </Later>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Related Products
          </h2>
          <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {related.map((entry) => (
              <ProductCard key={entry._id} product={entry} to={productPath(entry)} />
            ))}
          </div>
        </section>
      )}
    </PageContainer>
  )
}
