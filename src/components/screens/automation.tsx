import { scenes } from '@/lib/product-screens'
import { sampleProfiles } from '@/lib/product-samples'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

/** An automation scenario (its steps in order) and its run across the scene's profiles. */
export function AutomationScreen({ text }: { text: ScreenText }) {
  const { t } = text
  const host = scenes[text.scene].host
  const steps: [string, string][] = [
    [t('screens.automation.open'), host],
    [t('screens.automation.wait'), t('screens.automation.searchBox')],
    [t('screens.automation.type'), t('screens.sync.query')],
    [t('screens.automation.click'), t('screens.automation.searchButton')],
    [t('screens.automation.scroll'), '3 ×'],
    [t('screens.automation.repeat'), t('screens.team.profiles', { count: 12 })],
  ]
  const profiles = sampleProfiles(text.scene, 4)
  return (
    <ScreenWindow screen="automation" text={text} title={t('screens.nav.automation')}>
      <div className="ps-tools">
        <b className="ps-name">{t('screens.automation.scenario')}</b>
        <span className="ps-btn">▶ {t('screens.automation.run')}</span>
      </div>
      <div className="ps-flow">
        <ol className="ps-steps">
          {steps.map(([action, target], i) => (
            <li key={i}>
              <b>{action}</b>
              <span>{target}</span>
            </li>
          ))}
        </ol>
        <div className="ps-runs">
          <b>{t('screens.automation.progress', { done: 8, total: 12 })}</b>
          <span className="ps-meter" />
          {profiles.map((profile, i) => (
            <span key={i} className={i < 2 ? 'ps-ok' : i === 2 ? 'ps-s ps-run' : 'ps-s'}>
              {text.profileName(profile)}
            </span>
          ))}
        </div>
      </div>
    </ScreenWindow>
  )
}
