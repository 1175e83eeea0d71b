import { useParams } from 'react-router-dom'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Button } from '@/components/ui/button'
import { PageContainer } from '@/components/ui/page-container'
import { SEO_TEXT_CATEGORIES, SKELETONS } from '@/config/constants'
import { NotFound } from '@/features/errors/components/not-found'
import { isNotFound } from '@/lib/error-handler'
import { unslugify } from '@/lib/text'
import { useDocumentHead } from '@/lib/use-document-head'

import { useCategories } from '../api/get-categories'
import { useCategoryPages } from '../api/get-category-products'
import { ProductCard } from '../components/product-card'
import { CardGrid } from '../components/product-grid'
import { productPath } from '../utils/product-links'

export default function CategoryProductsPage() {
  const { categoryName = '' } = useParams()
  const categories = useCategories()
  const products = useCategoryPages(categoryName)
  const cards = products.data?.pages.flatMap((page) => page.data) ?? []
  const total = products.data?.pages[0]?.total ?? 0
  const category = categories.data?.find((entry) => entry.slug === categoryName)
  const readableName = unslugify(categoryName)

  useDocumentHead({
    title: `${category?.name ?? readableName} Products`,
    description:
      category?.metaDescription ?? `Buy ${readableName.toLowerCase()} online from an ISO 13485 and CE certified manufacturer in India.`,
  })

  if (isNotFound(products.error) || (categories.isSuccess && !category)) return <NotFound what="category" />

  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Category', to: '/categories' }, { label: readableName }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-slate-900">{readableName} Products</h1>
      <CardGrid loading={products.isPending} skeletons={SKELETONS.list}>
        {cards.map((product, index) => (
          <ProductCard key={product._id} product={product} to={productPath(product)} priority={index < 2} headingLevel="h2" />
        ))}
      </CardGrid>
      {products.isSuccess && total === 0 && <p className="mt-6 text-slate-600">No products in this category yet.</p>}
      {products.hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {cards.length} of {total} products
          </p>
          <Button variant="outline" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
            {products.isFetchingNextPage ? 'Loading more products...' : 'Load more products'}
          </Button>
        </div>
      )}
      {category?.seoText && SEO_TEXT_CATEGORIES.includes(category.slug) && (
        <section data-testid="category-seo-text" className="prose-sm mt-12 space-y-3 text-sm leading-relaxed text-slate-700">
          {category.seoText.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      )}
    </PageContainer>
  )
}
