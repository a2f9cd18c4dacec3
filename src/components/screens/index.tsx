/**
 * The product's screens drawn in HTML and CSS (styles: screens.css, loaded only by the pages that show one): sharp at
 * every size, light, in the page's language, with no request and no script. Which screen each page shows:
 * src/lib/product-screens.ts.
 */
import type { Locale } from '@/i18n/locales'
import type { SceneId, ScreenId } from '@/lib/product-screens'
import { ApiScreen } from './api'
import { AutomationScreen } from './automation'
import { FingerprintScreen } from './fingerprint'
import { ProfilesScreen } from './profiles'
import { SyncScreen } from './sync'
import { TeamScreen } from './team'
import { screenText, type ScreenText } from './text'
import './screens.css'

const SCREENS: Record<ScreenId, (props: { text: ScreenText }) => React.ReactNode> = {
  profiles: ProfilesScreen,
  bulk: ({ text }) => <ProfilesScreen text={text} bulk />,
  fingerprint: FingerprintScreen,
  sync: SyncScreen,
  team: TeamScreen,
  automation: AutomationScreen,
  api: ApiScreen,
}

export async function ProductScreen({
  screen,
  scene,
  locale,
  app,
}: {
  screen: ScreenId
  scene?: SceneId | null
  locale: Locale
  app: string
}) {
  const Screen = SCREENS[screen]
  return <Screen text={await screenText(locale, app, scene ?? 'generic')} />
}
