import { scenes } from '@/lib/product-screens'
import type { ScreenText } from './text'
import { ScreenWindow } from './window'

const ROLES = ['owner', 'admin', 'manager', 'operator'] as const
/** Which of launch, edit, export each role may do. */
const RIGHTS: Record<(typeof ROLES)[number], [boolean, boolean, boolean]> = {
  owner: [true, true, true],
  admin: [true, true, true],
  manager: [true, true, false],
  operator: [true, false, false],
}

/** Team members with their role, the profiles they reach and what they may do with them. */
export function TeamScreen({ text }: { text: ScreenText }) {
  const { t } = text
  const people = t('screens.team.people').split('|')
  const brands = scenes[text.scene].brands
  const access = [
    t('screens.team.all'),
    t('screens.team.all'),
    t('screens.team.groups', { count: 3 }),
    `${brands[0]} · ${t('screens.team.profiles', { count: 24 })}`,
  ]
  return (
    <ScreenWindow screen="team" text={text} title={t('screens.nav.team')}>
      <div className="ps-tools">
        <span className="ps-search">{t('screens.team.search')}</span>
        <span className="ps-btn">+ {t('screens.team.invite')}</span>
      </div>
      <div className="ps-list">
        <div className="ps-r ps-h">
          <span>{t('screens.team.member')}</span>
          <span>{t('screens.team.role')}</span>
          <span>{t('screens.team.access')}</span>
          <span>{t('screens.team.launch')}</span>
          <span>{t('screens.team.edit')}</span>
          <span>{t('screens.team.export')}</span>
        </div>
        {ROLES.map((role, i) => (
          <div key={role} className="ps-r">
            <span className={`ps-m ps-m${i}`} data-initial={Array.from(people[i] ?? '?')[0]}>
              {people[i]}
            </span>
            <span className={`ps-role ps-role-${role}`}>{t(`screens.team.${role}`)}</span>
            <span>{access[i]}</span>
            {RIGHTS[role].map((allowed, k) => (
              <span key={k} className={allowed ? 'ps-yes' : 'ps-no'} />
            ))}
          </div>
        ))}
      </div>
    </ScreenWindow>
  )
}
