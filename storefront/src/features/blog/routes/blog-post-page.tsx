import { useParams } from 'react-router-dom'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageContainer } from '@/components/ui/page-container'
import { ResponsiveImage } from '@/components/ui/responsive-image'
import { NotFound } from '@/features/errors/components/not-found'
import { isNotFound } from '@/lib/error-handler'
import { useDocumentHead } from '@/lib/use-document-head'

import { usePost } from '../api/get-post'
import { BlogSidebar } from '../components/blog-sidebar'
import { PostContent } from '../components/post-content'
import { formatPostDate } from '../utils/format-post-date'

export default function BlogPostPage() {
  const { blogSlug = '' } = useParams()
  const post = usePost(blogSlug)
  useDocumentHead({
    title: post.data?.title ?? 'Blog',
    description: post.data?.teaser,
    image: post.data?.featuredImage,
  })

  if (isNotFound(post.error)) return <NotFound what="blog post" />

  return (
    <PageContainer className="py-8">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.data?.title ?? '' }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {post.data ? (
          <article>
            <p className="text-sm text-slate-600">
              <time dateTime={post.data.createdAt}>{formatPostDate(post.data.createdAt)}</time>
            </p>
            <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{post.data.title}</h1>
            <ResponsiveImage
              image={post.data.featuredImageSet}
              src={post.data.featuredImage}
              alt={post.data.featureImageAt || post.data.title}
              preferred="detail"
              sizes="(min-width: 1024px) 60vw, 100vw"
              width={960}
              height={540}
              priority
              className="mt-6 aspect-video w-full rounded-xl object-cover"
            />
            <p className="mt-4 text-sm font-medium text-slate-700">By {post.data.author}</p>
            <div className="mt-6">
              <PostContent html={post.data.contentHtml} />
            </div>
          </article>
        ) : (
          <p role="status" className="text-slate-700">
            Loading...
          </p>
        )}
        <BlogSidebar />
      </div>
    </PageContainer>
  )
}
