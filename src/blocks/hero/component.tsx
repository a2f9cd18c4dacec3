import type { ReactNode } from 'react'
import { Phrased } from '@/components/phrased'
import type { Media } from '@/cms/payload-types'
import { CmsImage } from '@/components/cms-image'
import { ProductScreen } from '@/components/screens'
import { ActionButton } from '../action-button'
import type { BlockProps } from '../context'

/** The hero's markup, shared by the block and the home page (whose hero is a global's fields, not a block). */
export function HeroView({
  eyebrow,
  title,
  subtitle,
  actions,
  image,
  screen,
  first,
  split = false,
}: {
  eyebrow?: string | null
  title: string
  subtitle?: string | null
  actions: ReactNode
  image?: Pick<Media, 'url' | 'alt' | 'width' | 'height'> | null
  /** A product screen drawn in the page (src/components/screens), shown when there is no image. */
  screen?: ReactNode
  /** The page's first hero: an h1, counted as the "hero" exposure, its image preloaded. */
  first: boolean
  /** Text beside the picture on wide screens (the home page), instead of above it. */
  split?: boolean
}) {
  const Title = first ? 'h1' : 'h2'
  const media = image ? (
    <CmsImage
      media={image}
      priority={first}
      sizes={split ? '(max-width: 1023px) 100vw, 600px' : '(max-width: 767px) 100vw, 1200px'}
    />
  ) : (
    screen
  )
  return (
    <section
      className={`hero${split && media ? ' hero-split' : ''}`}
      data-track-expose={first ? 'hero' : undefined}
    >
      <div className="container hero-inner">
        <div className="hero-text">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <Title>
            <Phrased text={title} fit />
          </Title>
          {subtitle ? <p className="lead">{subtitle}</p> : null}
          <div className="hero-actions">{actions}</div>
        </div>
        {media ? <div className="hero-media">{media}</div> : null}
      </div>
    </section>
  )
}

export function Hero({ block, ctx, first }: BlockProps<'hero'>) {
  return (
    <HeroView
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      first={first}
      image={typeof block.image === 'object' && block.image ? block.image : null}
      screen={
        block.screen ? (
          <ProductScreen
            screen={block.screen}
            scene={block.scene}
            locale={ctx.locale}
            app={ctx.siteName}
          />
        ) : null
      }
      actions={
        <>
          <ActionButton group={block.primary} ctx={ctx} className="btn btn-primary btn-lg" />
          <ActionButton group={block.secondary} ctx={ctx} className="btn btn-outline btn-lg" />
        </>
      }
    />
  )
}
