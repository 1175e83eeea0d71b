import { Link } from 'react-router-dom'

import type { Category } from '@contract'

import { ResponsiveImage } from '@/components/ui/responsive-image'

export function CategoryCard({ category, priority = false }: { category: Category; priority?: boolean }) {
  return (
    <Link
      to={`/categories/${category.slug}`}
      data-testid="category-card"
      className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="aspect-square overflow-hidden bg-slate-50">
        <ResponsiveImage
          image={category.imageSet}
          src={category.image}
          alt={category.imageSet?.alt || category.name}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          width={480}
          height={480}
          priority={priority}
          className="h-full w-full object-contain p-3 transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <h2 className="px-4 py-3 text-center text-base font-semibold text-slate-900">{category.name}</h2>
    </Link>
  )
}
