import { localeInfo } from '@/i18n/locales'
import { countryLocale, sampleProfiles, systemFingerprint } from '@/lib/product-samples'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

/** What a place is called in the page's language (the time zone's and language's names come from the platform). */
function placeNames(pageTag: string, country: string) {
  const { zone, tag } = countryLocale[country as keyof typeof countryLocale]
  const zoneName =
    new Intl.DateTimeFormat(pageTag, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  return {
    zone: zoneName,
    language: new Intl.DisplayNames(pageTag, { type: 'language' }).of(tag) ?? tag,
    country:
      new Intl.DisplayNames(pageTag, { type: 'region' }).of(country.toUpperCase()) ?? country,
  }
}

/** The fingerprint editor of one profile: system, user agent, WebGL, canvas, time zone, language, fonts, WebRTC. */
export function FingerprintScreen({ text }: { text: ScreenText }) {
  const { t } = text
  const profile = sampleProfiles(text.scene)[0]!
  const system = systemFingerprint[profile.os]
  const place = placeNames(localeInfo[text.locale].tag, profile.country)
  const field = (label: string, value: string, className = '') => (
    <div className="ps-fd">
      <span>{label}</span>
      <span className={`ps-v ${className}`}>{value}</span>
    </div>
  )
  const choice = (label: string, options: string[], chosen: number) => (
    <div className="ps-fd">
      <span>{label}</span>
      <span className="ps-seg">
        {options.map((option, i) => (
          <b key={option} className={i === chosen ? 'ps-on' : undefined}>
            {option}
          </b>
        ))}
      </span>
    </div>
  )
  return (
    <ScreenWindow screen="fingerprint" text={text} title={t('screens.fingerprint.title')}>
      <div className="ps-tools">
        <span className={`ps-n ps-os-${profile.os}`}>{text.profileName(profile)}</span>
        <span className="ps-btn">{t('screens.fingerprint.save')}</span>
      </div>
      <div className="ps-tabs">
        <span>{t('screens.fingerprint.general')}</span>
        <span>{t('screens.profiles.proxy')}</span>
        <span className="ps-on">{t('screens.fingerprint.fingerprint')}</span>
        <span>{t('screens.fingerprint.cookies')}</span>
      </div>
      <div className="ps-form">
        <div className="ps-fields">
          {field(t('screens.fingerprint.os'), system.os)}
          {field('User agent', system.ua, 'ps-mono')}
          {field('WebGL', system.webgl, 'ps-mono')}
          {choice('Canvas', [t('screens.fingerprint.real'), t('screens.fingerprint.noise')], 1)}
          {field(
            t('screens.fingerprint.timezone'),
            `${t('screens.fingerprint.basedOnIp')} · ${place.zone}`,
          )}
          {field(t('screens.fingerprint.language'), place.language)}
          {choice(
            t('screens.fingerprint.fonts'),
            [
              t('screens.fingerprint.fontCount', { count: system.fonts }),
              t('screens.fingerprint.noise'),
            ],
            1,
          )}
          {choice(
            'WebRTC',
            [
              t('screens.fingerprint.real'),
              t('screens.fingerprint.replace'),
              t('screens.fingerprint.off'),
            ],
            1,
          )}
          {field(t('screens.fingerprint.screen'), system.screen)}
        </div>
        <div className="ps-check">
          <b>{t('screens.fingerprint.check')}</b>
          <span className="ps-ok">
            {place.country} · {profile.proxy.split(':')[0]}
          </span>
          <span className="ps-ok">{t('screens.fingerprint.consistent')}</span>
          <span className="ps-ok">{t('screens.fingerprint.unique')}</span>
        </div>
      </div>
    </ScreenWindow>
  )
}
