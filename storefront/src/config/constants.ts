/** Business constants (docs/requirements.md) that the public side uses. */
export const TIMINGS = {
  bannerMs: 5000,
  testimonialMs: 5000,
  statCountMs: 4000,
  tabSkeletonMs: 500,
  contactMessageMs: 5000,
} as const

export const SWIPE_THRESHOLD_PX = 100
export const STAT_TRIGGER_MARGIN_PX = 100
export const HEADER_HEIGHT_PX = 70

/** The country code the login and sign-up forms start with: India's (most buyers are in India). */
export const DEFAULT_DIAL_CODE = '+91'

export const NAME_LIMIT = { categoryCard: 30, topSeller: 20 } as const
export const TOP_SELLERS_MAX = 4
export const SKELETONS = { list: 6, tabs: 6, sutures: 4, blog: 4 } as const
export const FEATURED_COUNT = { mediumUp: 6, small: 4 } as const
export const BLOG_PAGE_SIZE = 6

/** Categories whose page shows its SEO text under the grid (category products). */
export const SEO_TEXT_CATEGORIES: readonly string[] = [
  'surgical-sutures',
  'sterile-dressings',
  'surgical-disposable',
  'skin-stapler',
  'bandages',
  'disinfectant-wipes',
  'gloves',
]

/** The size value that means "one size only": the size selector is hidden. */
export const GENERAL_SIZE = 'General'

/** Toast durations (ms) by kind. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity } as const

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const
