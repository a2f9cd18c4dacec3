import { scenes } from '@/lib/product-screens'
import { sampleProfiles } from '@/lib/product-samples'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

/**
 * The profile list: name with its system, proxy with its country, tags, status and the start button. `bulk`: three
 * rows ticked and the bar of what can be done to them at once.
 */
export function ProfilesScreen({ text, bulk = false }: { text: ScreenText; bulk?: boolean }) {
  const { t } = text
  const profiles = sampleProfiles(text.scene)
  const ticked = (i: number) => bulk && i > 0 && i < 4
  return (
    <ScreenWindow screen={bulk ? 'bulk' : 'profiles'} text={text} title={t('screens.nav.profiles')}>
      <div className="ps-tools">
        <span className="ps-search">{t('screens.profiles.search')}</span>
        <span className="ps-btn">+ {t('screens.profiles.new')}</span>
      </div>
      {bulk ? (
        <div className="ps-sel">
          <b>{t('screens.profiles.selected', { count: 3 })}</b>
          <span>{t('screens.profiles.move')}</span>
          <span>{t('screens.profiles.addTags')}</span>
          <span>{t('screens.profiles.export')}</span>
        </div>
      ) : null}
      <div className={`ps-list${bulk ? ' ps-ticks' : ''}`}>
        <div className="ps-r ps-h">
          <span>{t('screens.profiles.name')}</span>
          <span>{t('screens.profiles.proxy')}</span>
          <span>{t('screens.profiles.tags')}</span>
          <span>{t('screens.profiles.status')}</span>
          <span />
        </div>
        {profiles.map((profile, i) => (
          <div key={i} className={`ps-r${ticked(i) ? ' ps-x' : ''}`}>
            <span className={`ps-n ps-os-${profile.os}`}>{text.profileName(profile)}</span>
            <span className={`ps-p ps-f-${profile.country}`}>
              {profile.proxy.replace(/:\d+$/, '')}
              <i>{/:\d+$/.exec(profile.proxy)?.[0]}</i>
            </span>
            <span className="ps-t">
              {profile.tags.map((tag) => (
                <b key={tag} className={`ps-tag-${scenes[text.scene].tags.indexOf(tag)}`}>
                  {t(`screens.tags.${tag}`)}
                </b>
              ))}
            </span>
            <span className={profile.running ? 'ps-s ps-run' : 'ps-s'}>
              {t(profile.running ? 'screens.profiles.running' : 'screens.profiles.ready')}
            </span>
            <span className={profile.running ? 'ps-go ps-stop' : 'ps-go'}>
              {t(profile.running ? 'screens.profiles.stop' : 'screens.profiles.start')}
            </span>
          </div>
        ))}
      </div>
    </ScreenWindow>
  )
}
