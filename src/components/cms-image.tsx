import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Media } from '@/cms/payload-types'
import { IMAGE_QUALITY } from '@/lib/images'
import { altFromUrl, mediaSrc } from '@/lib/links'

type ImageMedia = Pick<Media, 'url' | 'alt' | 'width' | 'height'>

/**
 * The `<img>` attributes of a CMS image through the image optimizer (avif/webp, srcset, explicit size), computed
 * on the server; null without a file. Every image but a priority one loads lazily.
 */
export function cmsImageProps(
  media: ImageMedia,
  {
    sizes,
    priority,
    className,
    alt: altText,
    fallbackSize = [1536, 864],
  }: {
    sizes: string
    priority?: boolean
    className?: string
    alt?: string | null
    fallbackSize?: [number, number]
  },
) {
  if (!media.url) return null
  const alt = altText || media.alt || altFromUrl(media.url) || ''
  const { props } = getImageProps({
    src: mediaSrc(media.url),
    alt,
    width: media.width ?? fallbackSize[0],
    height: media.height ?? fallbackSize[1],
    sizes,
    className,
    // The spec's quality (§9). AVIF and WebP at 100 stay small for the site's flat illustrations; the page's byte
    // budgets are for HTML and scripts, and Lighthouse's transferred bytes show the images' share.
    quality: IMAGE_QUALITY,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  return { ...props, alt }
}

/**
 * A CMS image rendered on the server as a plain `<img>` (cmsImageProps): `next/image`'s client component would add
 * its code to every page's JavaScript. `priority` (the hero) preloads it with high fetch priority.
 */
export function CmsImage({
  media,
  sizes,
  priority,
  className,
  fallbackSize,
}: {
  media: ImageMedia
  sizes: string
  priority?: boolean
  className?: string
  fallbackSize?: [number, number]
}) {
  const props = cmsImageProps(media, { sizes, priority, className, fallbackSize })
  if (!props) return null
  if (priority)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's props from getImageProps, on the server
  return <img {...props} alt={props.alt} />
}
