import { headOf, MSG, PAGES } from '@contract'

import { useDocumentHead } from '@/lib/use-document-head'

import { usePosts } from '../api/get-posts'
import { EmptyState } from '../components/empty-state'
import { PostListing } from '../components/post-listing'

export default function BlogListPage() {
  const posts = usePosts()
  useDocumentHead(headOf(PAGES.blogList))
  return (
    <PostListing
      title="Our Blogs"
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Blog' }]}
      posts={posts.data}
      loading={posts.isPending}
      empty={<EmptyState title={MSG.blog.emptyTitle} text={MSG.blog.emptyText} />}
    />
  )
}
