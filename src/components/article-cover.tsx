import { coverDesign } from '@/lib/cover-design'

/**
 * An article's cover when no picture was uploaded, drawn in HTML and CSS so the browser breaks the title's lines as
 * its script's readers expect. One picture to assistive technology, described by `label`.
 */
export function ArticleCover({
  slug,
  title,
  kicker,
  label,
  className,
}: {
  slug: string
  title: string
  kicker: string
  label: string
  className: string
}) {
  const design = coverDesign(slug, title)
  return (
    <div
      className={`cover ${className} cover-c${design.palette} cover-p${design.pattern} cover-m-${design.motif}${design.long ? ' cover-long' : ''}`}
      role="img"
      aria-label={label}
    >
      <span className="cover-kicker">{kicker}</span>
      <span className="cover-title">{title}</span>
    </div>
  )
}
