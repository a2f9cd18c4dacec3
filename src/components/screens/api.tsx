import { scenes } from '@/lib/product-screens'
import { sampleProfiles } from '@/lib/product-samples'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

/** A script driving a profile through the local API (comments in the page's language), and the API's answer. */
export function ApiScreen({ text }: { text: ScreenText }) {
  const { t } = text
  const profile = sampleProfiles(text.scene, 1)[0]!
  const host = scenes[text.scene].host
  return (
    <ScreenWindow screen="api" text={text} title={t('screens.nav.api')}>
      <div className="ps-code">
        <pre>
          <i>{`// ${t('screens.api.start')}`}</i>
          {`\nconst res = await fetch('http://127.0.0.1:50325/api/v1/browser/start?profile_id=k1x9a2')\nconst { ws } = (await res.json()).data\n`}
          <i>{`// ${t('screens.api.connect')}`}</i>
          {`\nconst browser = await chromium.connectOverCDP(ws)\nconst page = browser.contexts()[0].pages()[0]\nawait page.goto('https://${host}')`}
        </pre>
        <pre className="ps-out">
          <i>{`// ${t('screens.api.response')}`}</i>
          {`\n{ "code": 0, "data": {\n  "profile_id": "k1x9a2",\n  "name": "${text.profileName(profile)}",\n  "ws": "ws://127.0.0.1:9222/devtools/browser/5f1c"\n} }`}
        </pre>
      </div>
    </ScreenWindow>
  )
}
