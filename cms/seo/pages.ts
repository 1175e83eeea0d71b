import { PAGES } from '../contract/pages'
import { PRODUCT_PAGE_SIZE } from '../contract/catalogue'
import { pageOf } from '../services/catalogue/paging'
import { unslugify } from '../lib/slug'
import type { PageHead } from './head'
import { homeFirstData } from './home-first-data'
import { blogPostingLd, breadcrumbList, itemListLd, organization, productLd } from './json-ld'
import { categoryPreview, homeHeroPreview, productPreview, srcsetOf } from './shell-previews'
import { blogData, catalogueData, globalsData, singleProductAnswer } from './site-data'
import { REDIRECTS, STATIC_PAGES } from './static-pages'

/** Data the storefront would fetch first, handed over in the page so it need not ask again: [query key, answer]. */
export type InitialQuery = [key: string, body: unknown]

export type PageAnswer =
  | {
      kind: 'page'
      status: 200 | 404
      head: PageHead
      initialData: InitialQuery[]
      /** The storefront module that draws the page, to preload its chunks. */
      screen?: string
      /** Markup for the app shell's slot (shell-previews.ts): the page's first image, shown until the app has drawn the page. */
      heroHtml?: string
    }
  | { kind: 'redirect'; status: 301 | 308; location: string }

const NOT_FOUND_HEAD: PageHead = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  canonicalPath: '/',
  noindex: true,
}

/** `sizes` of the first image of each screen, as its component declares it (product-card, product-gallery). */
const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw'
const GALLERY_SIZES = '(min-width: 1024px) 40vw, 100vw'

const notFound = (): PageAnswer => ({ kind: 'page', status: 404, head: NOT_FOUND_HEAD, initialData: [] })

/** Safe decoding of one path segment; a malformed escape makes the whole address unknown. */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

async function homePage(origin: string): Promise<PageAnswer> {
  const { settings, home } = await globalsData()
  const page = STATIC_PAGES['/']
  const firstSlide = home.bannerSlides?.[0]?.image
  const banner = firstSlide && typeof firstSlide === 'object' ? firstSlide : null
  const bannerSizes = banner?.sizes
  const srcset = [bannerSizes?.card, bannerSizes?.detail, bannerSizes?.og]
    .flatMap((size) => (size?.url && size.width ? [`${size.url} ${size.width}w`] : []))
    .join(', ')
  const bannerSrc = bannerSizes?.detail?.url ?? banner?.url
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${page.title} | ${settings.companyName}`,
      description: page.description,
      canonicalPath: '/',
      jsonLd: [organization(settings, origin)],
      image: banner?.sizes?.og?.url ?? banner?.url ?? null,
      preloadImage: bannerSrc ? { href: bannerSrc, srcset: srcset || undefined, sizes: '100vw' } : null,
    },
    initialData: [['home-content', homeFirstData(home)]],
    screen: PAGES.home.screen,
    heroHtml: bannerSrc ? homeHeroPreview({ src: bannerSrc, srcset: srcset || undefined, sizes: '100vw' }) : undefined,
  }
}

async function categoryPage(categorySlug: string, origin: string): Promise<PageAnswer> {
  const catalogue = await catalogueData()
  const category = catalogue.categoryBySlug.get(categorySlug)
  if (!category) return notFound()
  // The first page, as `POST /product/category {slugName}` answers it: what the page shows before "Load more".
  const firstPage = pageOf(catalogue.cardsByCategory.get(category.slug) ?? [], { page: 1, limit: PRODUCT_PAGE_SIZE })
  const products = firstPage.data
  const name = unslugify(category.slug)
  const path = `/categories/${category.slug}`
  const cardImage = products[0]?.imageSet?.[0]
  const firstCard = cardImage ? { src: cardImage.sizes?.card?.url ?? cardImage.url, srcset: srcsetOf(cardImage), sizes: CARD_SIZES } : null
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${name} Products`,
      description: category.metaDescription ?? `Buy ${name.toLowerCase()} online from an ISO 13485 and CE certified manufacturer in India.`,
      canonicalPath: path,
      image: category.imageSet?.sizes?.og?.url ?? category.image,
      preloadImage: firstCard ? { href: firstCard.src, srcset: firstCard.srcset, sizes: CARD_SIZES } : null,
      jsonLd: [
        breadcrumbList(
          [
            { name: 'Home', path: '/' },
            { name: 'Category', path: '/categories' },
            { name, path },
          ],
          origin,
        ),
        itemListLd(
          products.map((product) => ({ name: product.name, path: `${path}/${product.slug}` })),
          origin,
        ),
      ],
    },
    initialData: [
      ['categories', { data: catalogue.categories }],
      [`category-products:${category.slug}`, firstPage],
    ],
    screen: PAGES.categoryProducts.screen,
    heroHtml: categoryPreview(name, firstCard),
  }
}

/** A product's own address; any other category in front of its slug is answered with a redirect there. */
const productPath = (product: { slug: string; category: { slug: string } }) => `/categories/${product.category.slug}/${product.slug}`

async function productPage(categorySlug: string, productSlug: string, origin: string): Promise<PageAnswer> {
  const [catalogue, { settings }] = await Promise.all([catalogueData(), globalsData()])
  const product = catalogue.productBySlug.get(productSlug)
  if (!product) return notFound()
  const categoryPath = `/categories/${product.category.slug}`
  const path = productPath(product)
  if (categorySlug !== product.category.slug) return { kind: 'redirect', status: 301, location: path }
  const url = `${origin}${path}`
  const firstImage = product.imageSet?.[0]
  const gallery = firstImage
    ? { src: firstImage.sizes?.detail?.url ?? firstImage.url, srcset: srcsetOf(firstImage), sizes: GALLERY_SIZES }
    : null
  return {
    kind: 'page',
    status: 200,
    head: {
      title: product.name,
      description:
        product.metaDescription ?? ([product.genericName, ...product.description].filter(Boolean).join('. ').slice(0, 160) || product.name),
      canonicalPath: path,
      image: firstImage?.sizes?.og?.url ?? product.image,
      ogType: 'product',
      jsonLd: [
        productLd(product, url, origin, settings.companyName),
        breadcrumbList(
          [
            { name: 'Home', path: '/' },
            { name: 'Category', path: '/categories' },
            { name: product.category.name, path: categoryPath },
            { name: product.name, path },
          ],
          origin,
        ),
      ],
      preloadImage: gallery ? { href: gallery.src, srcset: gallery.srcset, sizes: GALLERY_SIZES } : null,
    },
    initialData: [[`product:${product.slug}`, { data: [await singleProductAnswer(product)] }]],
    screen: PAGES.product.screen,
    heroHtml: gallery ? productPreview(product.category.name, product.name, gallery) : undefined,
  }
}

async function productRedirect(productSlug: string): Promise<PageAnswer> {
  const product = (await catalogueData()).productBySlug.get(productSlug)
  if (!product) return notFound()
  return { kind: 'redirect', status: 301, location: productPath(product) }
}

async function blogPostPage(postSlug: string, origin: string): Promise<PageAnswer> {
  const [blog, { settings }] = await Promise.all([blogData(), globalsData()])
  const post = blog.postBySlug.get(postSlug)
  if (!post) return notFound()
  const path = `/blog/${post.slug}`
  return {
    kind: 'page',
    status: 200,
    head: {
      title: post.title,
      description: post.teaser,
      canonicalPath: path,
      image: post.featuredImageSet?.sizes?.og?.url ?? post.featuredImage,
      ogType: 'article',
      jsonLd: [
        blogPostingLd(post, `${origin}${path}`, origin, settings.companyName),
        breadcrumbList(
          [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blog' },
            { name: post.title, path },
          ],
          origin,
        ),
      ],
    },
    initialData: [[`post:${post.slug}`, { data: post }]],
    screen: PAGES.blogPost.screen,
  }
}

async function blogTermPage(kind: 'categories' | 'tags', slug: string): Promise<PageAnswer> {
  const blog = await blogData()
  const term = blog[kind].find((entry) => entry.slug === slug)
  if (!term) return notFound()
  const label = kind === 'tags' ? `#${term.name}` : term.name
  return {
    kind: 'page',
    status: 200,
    head: {
      title: `${label} | Blog`,
      description: `Blog posts ${kind === 'tags' ? 'tagged' : 'about'} ${term.name} from Nuvo Surgical.`,
      canonicalPath: `/blog/${kind}/${term.slug}`,
    },
    initialData: [],
    screen: kind === 'tags' ? PAGES.blogTag.screen : PAGES.blogCategory.screen,
  }
}

/** What the storefront shows at `pathname`: its head, status and first data, or a redirect. */
export async function resolvePage(pathname: string, origin: string): Promise<PageAnswer> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (REDIRECTS[normalised]) return { kind: 'redirect', status: 308, location: REDIRECTS[normalised] }
  if (normalised === '/') return homePage(origin)
  const staticPage = STATIC_PAGES[normalised]
  if (staticPage) {
    return {
      kind: 'page',
      status: 200,
      head: { title: staticPage.title, description: staticPage.description, canonicalPath: normalised, noindex: staticPage.noindex },
      initialData: [],
      screen: staticPage.screen,
    }
  }
  const segments = decodeSegments(normalised)
  if (!segments) return notFound()
  const [first, second, third, fourth] = segments
  if (fourth !== undefined) return notFound()
  if (first === 'categories' && second && !third) return categoryPage(second.toLowerCase(), origin)
  if (first === 'categories' && second && third) return productPage(second.toLowerCase(), third.toLowerCase(), origin)
  if (first === 'products' && second && !third) return productRedirect(second.toLowerCase())
  if (first === 'blog' && (second === 'categories' || second === 'tags') && third) return blogTermPage(second, third.toLowerCase())
  if (first === 'blog' && second && !third) return blogPostPage(second.toLowerCase(), origin)
  return notFound()
}
