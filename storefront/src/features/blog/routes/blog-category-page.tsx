import { useParams } from 'react-router-dom'

import { MSG } from '@contract'

import { unslugify } from '@/lib/text'
import { useDocumentHead } from '@/lib/use-document-head'

import { useCategoryPosts } from '../api/get-category-posts'
import { useTagsAndCategories } from '../api/get-tags-and-categories'
import { EmptyState } from '../components/empty-state'
import { PostListing } from '../components/post-listing'

export default function BlogCategoryPage() {
  const { categorySlug = '' } = useParams()
  const posts = useCategoryPosts(categorySlug)
  const terms = useTagsAndCategories()
  const name = terms.data?.categories.find((category) => category.slug === categorySlug)?.name ?? unslugify(categorySlug)
  useDocumentHead({ title: `${name} | Blog`, description: `Blog posts about ${name.toLowerCase()} from Nuvo Surgical.` })
  return (
    <PostListing
      title={name}
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: name }]}
      posts={posts.data}
      loading={posts.isPending}
      empty={<EmptyState title={MSG.blog.emptyListing} />}
      currentCategory={categorySlug}
    />
  )
}
