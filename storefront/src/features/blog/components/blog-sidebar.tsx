import { Link } from 'react-router-dom'

import { Skeleton } from '@/components/ui/skeleton'

import { useTagsAndCategories } from '../api/get-tags-and-categories'

type Props = { currentCategory?: string; currentTag?: string }

/** Categories and Tags (as #name); the listing's own category or tag is left out. */
export function BlogSidebar({ currentCategory, currentTag }: Props) {
  const terms = useTagsAndCategories()
  const categories = terms.data?.categories.filter((category) => category.slug !== currentCategory) ?? []
  const tags = terms.data?.tags.filter((tag) => tag.slug !== currentTag) ?? []
  return (
    <aside aria-label="Blog categories and tags" className="flex flex-col gap-8">
      <section aria-labelledby="blog-categories-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="blog-categories-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Categories
        </h2>
        {terms.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <ul className="space-y-2">
            {categories.map((category) => (
              <li key={category._id}>
                <Link to={`/blog/categories/${category.slug}`} className="text-sm text-slate-700 hover:text-brand-700 hover:underline">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="blog-tags-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="blog-tags-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Tags
        </h2>
        {terms.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag._id}>
                <Link
                  to={`/blog/tags/${tag.slug}`}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  )
}
