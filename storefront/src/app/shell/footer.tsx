import { Link } from 'react-router-dom'

import { FadeIn } from '@/components/ui/fade-in'
import { useCategories } from '@/features/catalogue/api/get-categories'
import { useSiteSettings } from '@/features/company/api/get-site-settings'

const ADDITIONAL_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/categories', label: 'Shop' },
  { to: '/categories/surgical-sutures', label: 'Surgical Sutures' },
  { to: '/about-us', label: 'About us' },
]

const tileClasses =
  'flex flex-col items-center gap-2 rounded-xl bg-white/10 p-3 text-center text-white transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white sm:flex-row sm:gap-4 sm:p-5 sm:text-left'

function TileIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 fill-none stroke-current stroke-[1.8]">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Three tiles (side by side on a phone, icon and name only), company blurb, link lists, Get in Touch, the copyright line of the current year and the policy links; blocks fade in. */
export function Footer() {
  const settings = useSiteSettings()
  const categories = useCategories()
  const email = settings.data?.email
  const chatLink = settings.data?.chatLink
  return (
    <footer className="mt-10 bg-brand-900 text-slate-200 sm:mt-16">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <FadeIn className="grid grid-cols-3 gap-2 sm:gap-4">
          <Link to="/categories" className={tileClasses}>
            <TileIcon path="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
            <span>
              <span className="block font-semibold">Categories</span>
              <span className="hidden text-sm text-slate-200 sm:inline">Browse the full range</span>
            </span>
          </Link>
          <a href={email ? `mailto:${email}` : '/contact-us'} className={tileClasses}>
            <TileIcon path="M3 6h18v12H3zM3 7l9 6 9-6" />
            <span>
              <span className="block font-semibold">Email</span>
              <span className="hidden text-sm text-slate-200 sm:inline">{email ?? 'Write to us'}</span>
            </span>
          </a>
          <a
            href={chatLink ?? '/contact-us'}
            target={chatLink ? '_blank' : undefined}
            rel={chatLink ? 'noopener noreferrer' : undefined}
            className={tileClasses}
          >
            <TileIcon path="M4 5h16v11H8l-4 4z" />
            <span>
              <span className="block font-semibold">Contact Us</span>
              <span className="hidden text-sm text-slate-200 sm:inline">Chat with our team</span>
            </span>
          </a>
        </FadeIn>

        <FadeIn className="mt-8 grid grid-cols-2 gap-x-6 gap-y-8 sm:mt-12 sm:gap-10 lg:grid-cols-4">
          <div className="col-span-2 sm:col-span-1">
            <p className="text-lg font-bold text-white">Nuvo Surgical</p>
            <p className="mt-3 text-sm leading-relaxed">
              Manufacturer of surgical sutures and medical supplies in Haryana, India. ISO 13485 and CE certified, with clean rooms of ISO
              class 7 and ISO 6, supplying hospitals and distributors across India.
            </p>
          </div>
          <nav aria-labelledby="footer-additional">
            <h2 id="footer-additional" className="font-semibold text-white">
              Additional Links
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {ADDITIONAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className="font-semibold text-white">
              Product Categories
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {categories.data?.map((category) => (
                <li key={category._id}>
                  <Link to={`/categories/${category.slug}`} className="hover:text-white hover:underline">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-span-2 sm:col-span-1">
            <h2 className="font-semibold text-white">Get in Touch</h2>
            <address className="mt-3 space-y-2 text-sm not-italic">
              {settings.data?.address && (
                <p>
                  {settings.data.mapLink ? (
                    <a href={settings.data.mapLink} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                      {settings.data.address}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    settings.data.address
                  )}
                </p>
              )}
              {settings.data?.phones.slice(0, 2).map((phone) => (
                <p key={phone.number}>
                  <a href={`tel:${phone.number.replace(/\s+/g, '')}`} className="hover:text-white hover:underline">
                    {phone.number}
                  </a>
                </p>
              ))}
              {email && (
                <p>
                  <a href={`mailto:${email}`} className="hover:text-white hover:underline">
                    {email}
                  </a>
                </p>
              )}
            </address>
          </div>
        </FadeIn>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm sm:flex-row sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Nuvo Surgical. All rights reserved.</p>
          <ul className="flex gap-5">
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
