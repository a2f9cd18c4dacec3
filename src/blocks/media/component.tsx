import { CmsImage } from '@/components/cms-image'
import type { BlockProps } from '../context'

/** One image with its caption; nothing when the upload is gone. */
export function MediaFigure({ block }: BlockProps<'media'>) {
  const media = typeof block.image === 'object' && block.image ? block.image : null
  return media ? (
    <figure className="container media-block">
      <CmsImage media={media} sizes="(max-width: 767px) 100vw, 1200px" />
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  ) : null
}
