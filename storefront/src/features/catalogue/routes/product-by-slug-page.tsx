import { Navigate, useParams } from 'react-router-dom'

import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { NotFound } from '@/features/errors/components/not-found'
import { isNotFound } from '@/lib/error-handler'

import { useProduct } from '../api/get-product'
import { productPath } from '../utils/product-links'

/** /products/{slug} (the home page's featured cards): goes on to the canonical category address of the product. */
export default function ProductBySlugPage() {
  const { slug = '' } = useParams()
  const product = useProduct(slug)
  if (product.data) return <Navigate to={productPath(product.data)} replace />
  if (isNotFound(product.error)) return <NotFound what="product" />
  return (
    <PageContainer className="py-8">
      <Skeleton className="h-96 w-full" />
    </PageContainer>
  )
}
