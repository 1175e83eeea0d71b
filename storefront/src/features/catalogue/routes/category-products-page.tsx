import { useParams } from 'react-router-dom'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { SEO_TEXT_CATEGORIES, SKELETONS } from '@/config/constants'
import { NotFound } from '@/features/errors/components/not-found'
import { isNotFound } from '@/lib/error-handler'
import { unslugify } from '@/lib/text'
import { useDocumentHead } from '@/lib/use-document-head'

import { useCategories } from '../api/get-categories'
import { useCategoryProducts } from '../api/get-category-products'
import { ProductCard } from '../components/product-card'
import { CardGrid } from '../components/product-grid'
import { productPath } from '../utils/product-links'

export default function CategoryProductsPage() {
  const { categoryName = '' } = useParams()
  const categories = useCategories()
  const products = useCategoryProducts(categoryName)
  const category = categories.data?.find((entry) => entry.slug === categoryName)
  const readableName = unslugify(categoryName)

  useDocumentHead({
    title: `${category?.name ?? readableName} Products`,
    description:
      category?.metaDescription ??
      `Buy ${readableName.toLowerCase()} online from an ISO 13485 and CE certified manufacturer in India.`,
  })

  if (isNotFound(products.error) || (categories.isSuccess && !category)) return <NotFound what="category" />

  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Category', to: '/categories' }, { label: readableName }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-slate-900">{readableName} Products</h1>
      <CardGrid loading={products.isPending} skeletons={SKELETONS.list}>
        {products.data?.map((product, index) => (
          <ProductCard key={product._id} product={product} to={productPath(product)} priority={index < 2} headingLevel="h2" />
        ))}
      </CardGrid>
      {products.isSuccess && products.data.length === 0 && (
        <p className="mt-6 text-slate-600">No products in this category yet.</p>
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
