import { headOf, type Image, PAGES, type ProductCard as ProductCardData } from '@contract'

import { ProductCard } from '@/features/catalogue/components/product-card'
import { useCategories } from '@/features/catalogue/api/get-categories'
import { useCategoryFirstPage } from '@/features/catalogue/api/get-category-products'
import { Later } from '@/lib/later'
import { useDocumentHead } from '@/lib/use-document-head'
import { useInView } from '@/lib/use-in-view'

import { useFeaturedProducts } from '../api/get-featured-products'
import { useHomeContent } from '../api/get-home-content'
import { CopyBlocks } from '../components/copy-blocks'
import { FaqAccordion } from '../components/faq-accordion'
import { FeaturedProducts } from '../components/featured-products'
import { HeroBanner } from '../components/hero-banner'
import { Offerings } from '../components/offerings'
import { StatsStrip } from '../components/stats-strip'
import { SuturesSection } from '../components/sutures-section'
import { Testimonials } from '../components/testimonials'
import { WhyChooseUs } from '../components/why-choose-us'
import { HOME_HEADING, SUTURES_SECTION } from '../content'

const renderCard = (product: ProductCardData, to: string) => <ProductCard key={product._id} product={product} to={to} />

/** The product sections sit far below the fold: their cards load as the visitor scrolls towards them. */
function ProductSections() {
  const sections = useInView<HTMLDivElement>(800)
  const featured = useFeaturedProducts({ enabled: sections.inView })
  const sutures = useCategoryFirstPage(SUTURES_SECTION.categorySlug, { enabled: sections.inView })
  return (
    <div ref={sections.ref}>
      <FeaturedProducts tabs={featured.data} renderCard={renderCard} />
      <SuturesSection products={sutures.data} renderCard={renderCard} />
    </div>
  )
}

export default function HomePage() {
  const content = useHomeContent()
  const categories = useCategories()

  useDocumentHead(headOf(PAGES.home))

  const categoryImages = (categories.data ?? []).flatMap((category) => (category.imageSet ? [category.imageSet] : []))
  const imageFor = (slug: string): Image | undefined => categories.data?.find((category) => category.slug === slug)?.imageSet ?? undefined

  return (
    <>
      <HeroBanner slides={content.data?.bannerSlides ?? []} loading={content.isPending} />
      <div className="bg-white px-4 pt-14 text-center">
        <h1 className="mx-auto max-w-4xl text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">{HOME_HEADING}</h1>
      </div>
      {/* Below the first screen: each section is drawn in a task of its own once the banner is up. */}
      <Later>
        <WhyChooseUs images={categoryImages} />
      </Later>
      <Later>
        <StatsStrip />
      </Later>
      <Later>
        <Offerings imageFor={imageFor} />
      </Later>
      <Later>
        <FaqAccordion items={content.data?.faq ?? []} />
      </Later>
      <Later>
        <ProductSections />
      </Later>
      <Later>
        <CopyBlocks />
      </Later>
      <Later>
        <Testimonials items={content.data?.testimonials ?? []} />
      </Later>
    </>
  )
}
