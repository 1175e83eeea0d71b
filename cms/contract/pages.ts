/**
 * The storefront's pages, in one table read by both the storefront's router (paths, titles and descriptions of the
 * document head) and the server, which sends each page's head tags with its first HTML. `screen` is the storefront
 * module that draws the page, by its path in the storefront build, so the server can preload its chunks. Pages whose
 * titles come from data (a category, a product, a post) have none here.
 */
export type StorefrontPage = {
  path: string
  title?: string
  description?: string
  /** Kept out of search results and the sitemap: pages for signed-in or one-off use. */
  private?: boolean
  screen?: string
}

const PRIVATE = { private: true } as const

export const PAGES = {
  home: {
    path: '/',
    title: 'Premium Quality Surgical Sutures Manufacturer in India',
    description:
      'ISO 13485 and CE certified manufacturer of surgical sutures, skin staplers, dressings, bandages, gloves and surgical disposables. Clean rooms of ISO class 7 and ISO 6 in Haryana; delivery across India.',
    screen: 'src/features/home/routes/home-page.tsx',
  },
  about: {
    path: '/about-us',
    title: 'About Us',
    description:
      'Nuvo Surgical manufactures surgical sutures and medical supplies in Haryana, India: ISO 13485 and CE certified, with ISO class 7 and ISO 6 clean rooms.',
    screen: 'src/features/company/routes/about-page.tsx',
  },
  contact: {
    path: '/contact-us',
    title: 'Contact Us',
    description: 'Call, email or send an enquiry to Nuvo Surgical for product, pricing and distribution questions.',
    screen: 'src/features/company/routes/contact-page.tsx',
  },
  categories: {
    path: '/categories',
    title: 'Shop By Categories',
    description:
      'Surgical sutures, skin staplers, sterile and non-sterile dressings, bandages, gloves, disinfectant wipes and surgical disposables.',
    screen: 'src/features/catalogue/routes/categories-page.tsx',
  },
  categoryProducts: { path: '/categories/:categoryName', screen: 'src/features/catalogue/routes/category-products-page.tsx' },
  product: { path: '/categories/:categoryName/:productName', screen: 'src/features/catalogue/routes/product-page.tsx' },
  productBySlug: { path: '/products/:slug' },
  search: {
    path: '/search',
    title: 'Search results',
    description: 'Products and catalogue codes matching your search.',
    ...PRIVATE,
    screen: 'src/features/catalogue/routes/search-page.tsx',
  },
  shop: { path: '/shop' },
  cart: { path: '/mycart', title: 'My Cart', description: 'Your shopping cart and checkout.', ...PRIVATE },
  cartFromNavigation: { path: '/cart', title: 'My Cart', description: 'Your shopping cart and checkout.', ...PRIVATE },
  quickOrder: {
    path: '/quick-order',
    title: 'Quick Order',
    description: 'Order by catalogue code: paste a list or upload a CSV or Excel file.',
    ...PRIVATE,
  },
  orderConfirmation: { path: '/order/:orderId', ...PRIVATE },
  dashboard: { path: '/dashboard', title: 'My Dashboard', description: 'Your profile, addresses and orders.', ...PRIVATE },
  forgotPassword: {
    path: '/forgotPassword',
    title: 'Forgot Password',
    description: 'Ask for a link to reset your Nuvo Surgical password.',
    ...PRIVATE,
  },
  resetPassword: {
    path: '/resetPassword',
    title: 'Reset Password',
    description: 'Choose a new password for your Nuvo Surgical account.',
    ...PRIVATE,
  },
  error: { path: '/error', title: 'Oops! Something went wrong', description: 'Something went wrong on our side.', ...PRIVATE },
  terms: {
    path: '/terms',
    title: 'Terms and Conditions',
    description: 'Terms of use and of sale of the Nuvo Surgical online shop.',
    screen: 'src/features/company/routes/terms-page.tsx',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'Privacy, cookies, returns, refunds, cancellation, cash on delivery and shipping policies of Nuvo Surgical.',
    screen: 'src/features/company/routes/privacy-page.tsx',
  },
  blogList: {
    path: '/blog',
    title: 'Our Blogs',
    description: 'Guides on surgical sutures, wound care, dressings and hospital consumables from Nuvo Surgical.',
    screen: 'src/features/blog/routes/blog-list-page.tsx',
  },
  blogCategory: { path: '/blog/categories/:categorySlug', screen: 'src/features/blog/routes/blog-category-page.tsx' },
  blogTag: { path: '/blog/tags/:tagSlug', screen: 'src/features/blog/routes/blog-tag-page.tsx' },
  blogPost: { path: '/blog/:blogSlug', screen: 'src/features/blog/routes/blog-post-page.tsx' },
  login: { path: '/login', title: 'Log In', description: 'Log in to your Nuvo Surgical account.', ...PRIVATE },
  signup: { path: '/signup', title: 'Sign Up', description: 'Create a Nuvo Surgical account.', ...PRIVATE },
} as const satisfies Record<string, StorefrontPage>

/** The head of a page with a fixed title, for `useDocumentHead`. */
export const headOf = (page: { title: string; description: string }) => ({ title: page.title, description: page.description })
