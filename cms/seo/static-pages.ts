/** Heads of the storefront's fixed addresses. Pages for signed-in or one-off use are kept out of search results. */
export type StaticPage = {
  title: string
  description: string
  noindex?: boolean
  inSitemap?: boolean
  /** The storefront module that draws the page (its key in the build manifest), to preload its chunks. */
  screen?: string
}

/** Storefront modules of the screens the server sends with data (see chunk-preloads.ts). */
export const SCREENS = {
  home: 'src/features/home/routes/home-page.tsx',
  about: 'src/features/company/routes/about-page.tsx',
  contact: 'src/features/company/routes/contact-page.tsx',
  terms: 'src/features/company/routes/terms-page.tsx',
  privacy: 'src/features/company/routes/privacy-page.tsx',
  categories: 'src/features/catalogue/routes/categories-page.tsx',
  category: 'src/features/catalogue/routes/category-products-page.tsx',
  product: 'src/features/catalogue/routes/product-page.tsx',
  blogList: 'src/features/blog/routes/blog-list-page.tsx',
  blogPost: 'src/features/blog/routes/blog-post-page.tsx',
  blogCategory: 'src/features/blog/routes/blog-category-page.tsx',
  blogTag: 'src/features/blog/routes/blog-tag-page.tsx',
} as const

const PRIVATE = { noindex: true, inSitemap: false } as const

export const HOME_TITLE = 'Premium Quality Surgical Sutures Manufacturer in India'
export const HOME_DESCRIPTION =
  'ISO 13485 and CE certified manufacturer of surgical sutures, skin staplers, dressings, bandages, gloves and surgical disposables. Clean rooms of ISO class 7 and ISO 6 in Haryana; delivery across India.'

export const STATIC_PAGES: Record<string, StaticPage> = {
  '/': { title: HOME_TITLE, description: HOME_DESCRIPTION, inSitemap: true, screen: SCREENS.home },
  '/about-us': {
    title: 'About Us',
    description:
      'Nuvo Surgical manufactures surgical sutures and medical supplies in Haryana, India: ISO 13485 and CE certified, with ISO class 7 and ISO 6 clean rooms.',
    inSitemap: true,
    screen: SCREENS.about,
  },
  '/contact-us': {
    title: 'Contact Us',
    description: 'Call, email or send an enquiry to Nuvo Surgical for product, pricing and distribution questions.',
    inSitemap: true,
    screen: SCREENS.contact,
  },
  '/categories': {
    title: 'Shop By Categories',
    description:
      'Surgical sutures, skin staplers, sterile and non-sterile dressings, bandages, gloves, disinfectant wipes and surgical disposables.',
    inSitemap: true,
    screen: SCREENS.categories,
  },
  '/blog': {
    title: 'Our Blogs',
    description: 'Guides on surgical sutures, wound care, dressings and hospital consumables from Nuvo Surgical.',
    inSitemap: true,
    screen: SCREENS.blogList,
  },
  '/terms': {
    title: 'Terms and Conditions',
    description: 'Terms of use and of sale of the Nuvo Surgical online shop.',
    inSitemap: true,
    screen: SCREENS.terms,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'Privacy, cookies, returns, refunds, cancellation, cash on delivery and shipping policies of Nuvo Surgical.',
    inSitemap: true,
    screen: SCREENS.privacy,
  },
  '/mycart': { title: 'My Cart', description: 'Your shopping cart at Nuvo Surgical.', ...PRIVATE },
  '/cart': { title: 'My Cart', description: 'Your shopping cart at Nuvo Surgical.', ...PRIVATE },
  '/dashboard': { title: 'My Account', description: 'Your profile, addresses and orders at Nuvo Surgical.', ...PRIVATE },
  '/forgotPassword': { title: 'Forgot Password', description: 'Ask for a link to reset your Nuvo Surgical password.', ...PRIVATE },
  '/resetPassword': { title: 'Reset Password', description: 'Choose a new password for your Nuvo Surgical account.', ...PRIVATE },
  '/error': { title: 'Oops! Something went wrong', description: 'Something went wrong on our side.', ...PRIVATE },
  '/login': { title: 'Log In', description: 'Log in to your Nuvo Surgical account.', ...PRIVATE },
  '/signup': { title: 'Sign Up', description: 'Create a Nuvo Surgical account.', ...PRIVATE },
}

/** Addresses the storefront answers with a permanent redirect. */
export const REDIRECTS: Record<string, string> = { '/shop': '/categories' }
