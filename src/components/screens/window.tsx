import type { ReactNode } from 'react'
import type { ScreenId } from '@/lib/product-screens'
import type { ScreenText } from './text'

const NAV = ['profiles', 'proxies', 'automation', 'team', 'api'] as const
const ACTIVE: Record<ScreenId, (typeof NAV)[number]> = {
  profiles: 'profiles',
  bulk: 'profiles',
  fingerprint: 'profiles',
  sync: 'profiles',
  team: 'team',
  automation: 'automation',
  api: 'api',
}

/**
 * The application's window around a screen: title bar, the sidebar of its sections, the screen. One picture to
 * assistive technology (`role="img"` with a description in the page's language); its text is drawn, not read.
 */
export function ScreenWindow({
  screen,
  text,
  title,
  side = true,
  children,
}: {
  screen: ScreenId
  text: ScreenText
  title: string
  side?: boolean
  children: ReactNode
}) {
  return (
    <div className={`ps ps-${screen}`} role="img" aria-label={text.label(screen)}>
      <div className="ps-w">
        <div className="ps-bar">
          {text.app} · {title}
        </div>
        <div className="ps-app">
          {side ? (
            <div className="ps-side">
              <b>{text.app}</b>
              {NAV.map((key) => (
                <span key={key} className={`ps-i-${key}${key === ACTIVE[screen] ? ' ps-on' : ''}`}>
                  {text.t(`screens.nav.${key}`)}
                </span>
              ))}
            </div>
          ) : null}
          <div className="ps-main">{children}</div>
        </div>
      </div>
    </div>
  )
}
