import type { HeroBlock } from '@/cms/payload-types'
import { CmsLink } from '@/components/cms-link'
import { Icon } from '@/components/icons'
import { actionLabel } from '@/server/content/site-links'
import type { BlockContext } from './context'

/** A block's button (the link field): one of the site's actions or an address; nothing when it has no target or label. */
export function ActionButton({
  group,
  ctx,
  className,
}: {
  group: HeroBlock['primary']
  ctx: BlockContext
  className: string
}) {
  const action = group?.action ?? 'none'
  if (action === 'none') return null
  const link = ctx.links.action(action, group?.url)
  const label = group?.label || (action !== 'url' ? ctx.t(actionLabel[action]) : '')
  if (!link || !label) return null
  return (
    <CmsLink link={link} className={className} track={action}>
      {action === 'download' ? <Icon name="download" /> : null} {label}
    </CmsLink>
  )
}
