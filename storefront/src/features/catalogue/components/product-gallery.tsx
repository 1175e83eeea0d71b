import { useState } from 'react'

import type { Image, Product } from '@contract'

import { ResponsiveImage } from '@/components/ui/responsive-image'

type GalleryImage = { image?: Image; src: string; alt: string }

function galleryImages(product: Product): GalleryImage[] {
  if (product.imageSet && product.imageSet.length > 0) {
    return product.imageSet.map((image, index) => ({
      image,
      src: image.url,
      alt: image.alt || `${product.name}, image ${index + 1}`,
    }))
  }
  return product.images.map((src, index) => ({ src, alt: `${product.name}, image ${index + 1}` }))
}

/** The main image with a row of thumbnails; a thumbnail shows its image in the main frame. */
export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product)
  const [active, setActive] = useState(0)
  const current = images[Math.min(active, images.length - 1)]
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-white">
        {current ? (
          <ResponsiveImage
            image={current.image}
            src={current.src}
            alt={current.alt}
            preferred="detail"
            sizes="(min-width: 1024px) 40vw, 100vw"
            width={960}
            height={960}
            priority
            className="h-full w-full object-contain p-4"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-500">No image</div>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((entry, index) => (
            <li key={entry.src}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                className={`block h-16 w-16 overflow-hidden rounded-md border-2 bg-white sm:h-20 sm:w-20 ${index === active ? 'border-brand-600' : 'border-slate-200 hover:border-brand-300'}`}
              >
                <ResponsiveImage
                  image={entry.image}
                  src={entry.src}
                  alt=""
                  preferred="thumbnail"
                  sizes="80px"
                  width={160}
                  height={160}
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
