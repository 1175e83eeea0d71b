import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'

import type { Post } from '@contract'

import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { CardSkeletons } from '@/components/ui/skeleton'
import { SKELETONS } from '@/config/constants'

import { paginate } from '../utils/paginate'
import { BlogSidebar } from './blog-sidebar'
import { Pagination } from './pagination'
import { PostCard } from './post-card'

type Props = {
  title: string
  crumbs: Crumb[]
  posts: Post[] | undefined
  loading: boolean
  /** What an empty list shows. */
  empty: ReactNode
  currentCategory?: string
  currentTag?: string
}

/** The blog grid (2 columns), its browser-side pagination of 6 (page in `?page=`), and the sidebar. */
export function PostListing({ title, crumbs, posts, loading, empty, currentCategory, currentTag }: Props) {
  const [params, setParams] = useSearchParams()
  const { page, pageCount, items } = paginate(posts ?? [], Number(params.get('page') ?? '1'))
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) })
    window.scrollTo({ top: 0 })
  }

  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={crumbs} />
      <h1 className="mb-8 mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          {loading ? (
            <div aria-busy="true" className="grid gap-6 sm:grid-cols-2">
              <CardSkeletons count={SKELETONS.blog} />
            </div>
          ) : items.length === 0 ? (
            empty
          ) : (
            <>
              <div className="grid gap-6 sm:grid-cols-2">
                {items.map((post, index) => (
                  <PostCard key={post._id} post={post} priority={index < 2} />
                ))}
              </div>
              <Pagination page={page} pageCount={pageCount} onChange={goTo} />
            </>
          )}
        </div>
        <BlogSidebar currentCategory={currentCategory} currentTag={currentTag} />
      </div>
    </PageContainer>
  )
}
