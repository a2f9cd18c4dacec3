import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Media } from '@/cms/payload-types'
import { IMAGE_QUALITY } from '@/lib/images'
import { altFromUrl, mediaSrc } from '@/lib/links'

/**
 * A CMS image through the image optimizer (avif/webp, srcset, explicit size) rendered on the server as a plain
 * `<img>`: `next/image`'s client component would add its code to every page's JavaScript. `priority` (the hero)
 * preloads it with high fetch priority; every other image loads lazily.
 */
export function CmsImage({
  media,
  sizes,
  priority,
  className,
  fallbackSize = [1536, 864],
}: {
  media: Pick<Media, 'url' | 'alt' | 'width' | 'height'>
  sizes: string
  priority?: boolean
  className?: string
  fallbackSize?: [number, number]
}) {
  if (!media.url) return null
  const alt = media.alt || altFromUrl(media.url) || ''
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
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's props from getImageProps, on the server
  return <img {...props} alt={alt} />
}
