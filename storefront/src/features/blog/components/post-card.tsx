import { Link } from 'react-router-dom'

import type { Post } from '@contract'

import { ResponsiveImage } from '@/components/ui/responsive-image'

/** A blog card: featured image, title, a teaser of at most 3 lines and 'See more'. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  return (
    <article data-testid="post-card" className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ResponsiveImage
        image={post.featuredImageSet}
        src={post.featuredImage}
        alt={post.featureImageAt || post.title}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
        width={480}
        height={270}
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">{post.title}</h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-700">{post.teaser}</p>
        <Link
          to={`/blog/${post.slug}`}
          aria-label={`See more: ${post.title}`}
          className="mt-auto pt-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          See more
        </Link>
      </div>
    </article>
  )
}
