/** Navigation bar links; the last ones only for signed-in visitors. */
export const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/categories', label: 'Shop' },
  { to: '/blog', label: 'Blog' },
  { to: '/quick-order', label: 'Quick Order' },
] as const

export const SIGNED_IN_LINKS = [{ to: '/dashboard', label: 'My Profile' }] as const
