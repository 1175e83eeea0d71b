import { headOf, PAGES } from '@contract'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { SKELETONS } from '@/config/constants'
import { useDocumentHead } from '@/lib/use-document-head'

import { useCategories } from '../api/get-categories'
import { CategoryCard } from '../components/category-card'
import { CardGrid } from '../components/product-grid'

export default function CategoriesPage() {
  const categories = useCategories()
  useDocumentHead(headOf(PAGES.categories))
  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Category' }]} />
      <h1 className="mb-6 mt-4 text-3xl font-bold text-slate-900">Shop By Categories</h1>
      <CardGrid loading={categories.isPending} skeletons={SKELETONS.list}>
        {categories.data?.map((category, index) => (
          <CategoryCard key={category._id} category={category} priority={index < 2} />
        ))}
      </CardGrid>
    </PageContainer>
  )
}
