import { useParams } from 'react-router-dom'

import { MSG } from '@contract'

import { unslugify } from '@/lib/text'
import { useDocumentHead } from '@/lib/use-document-head'

import { useTagPosts } from '../api/get-tag-posts'
import { useTagsAndCategories } from '../api/get-tags-and-categories'
import { EmptyState } from '../components/empty-state'
import { PostListing } from '../components/post-listing'

export default function BlogTagPage() {
  const { tagSlug = '' } = useParams()
  const posts = useTagPosts(tagSlug)
  const terms = useTagsAndCategories()
  const name = terms.data?.tags.find((tag) => tag.slug === tagSlug)?.name ?? unslugify(tagSlug)
  useDocumentHead({ title: `#${name} | Blog`, description: `Blog posts tagged ${name} from Nuvo Surgical.` })
  return (
    <PostListing
      title={`#${name}`}
      crumbs={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: `#${name}` }]}
      posts={posts.data}
      loading={posts.isPending}
      empty={<EmptyState title={MSG.blog.emptyListing} />}
      currentTag={tagSlug}
    />
  )
}
