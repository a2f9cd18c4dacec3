import { scenes } from '@/lib/product-screens'
import { sampleProfiles } from '@/lib/product-samples'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

/**
 * The synchronizer: its control bar over the tiled browser windows, the main one (whose typing the others repeat)
 * larger, each window with its profile's name and the same page.
 */
export function SyncScreen({ text }: { text: ScreenText }) {
  const { t } = text
  const profiles = sampleProfiles(text.scene, 5)
  const host = scenes[text.scene].host
  return (
    <ScreenWindow screen="sync" text={text} title={t('screens.sync.title')} side={false}>
      <div className="ps-tools">
        <span className="ps-live">{t('screens.sync.on')}</span>
        <span>{t('screens.sync.windows', { count: profiles.length })}</span>
        <span className="ps-ghost">{t('screens.sync.arrange')}</span>
        <span className="ps-btn ps-stop">{t('screens.sync.stop')}</span>
      </div>
      <div className="ps-tiles">
        {profiles.map((profile, i) => (
          <div key={i} className={i === 0 ? 'ps-tile ps-lead' : 'ps-tile'}>
            <span className={`ps-tn ps-f-${profile.country}`}>
              {text.profileName(profile)}
              <b>{i === 0 ? t('screens.sync.main') : t('screens.sync.synced')}</b>
            </span>
            <span className="ps-url">{host}</span>
            <span className="ps-page">
              <span className="ps-field">{t('screens.sync.query')}</span>
            </span>
          </div>
        ))}
      </div>
    </ScreenWindow>
  )
}
