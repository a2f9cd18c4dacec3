import { CmsLink } from '@/components/cms-link'
import { Icon } from '@/components/icons'
import { localeInfo } from '@/i18n/locales'
import type { BlockProps, Translate } from '../context'
import { comparisonGroups } from './config'

/** "yes" and "no" as a tick or a cross (with words for screen readers); anything else as written. */
function Verdict({ value, t }: { value: string; t: Translate }) {
  const v = value.trim().toLowerCase()
  if (v === 'yes')
    return (
      <>
        <Icon name="check" className="verdict-yes" aria-hidden="true" />
        <span className="sr-only">{t('compare.yes')}</span>
      </>
    )
  if (v === 'no')
    return (
      <>
        <Icon name="close" className="verdict-no" aria-hidden="true" />
        <span className="sr-only">{t('compare.no')}</span>
      </>
    )
  return <>{value}</>
}

export function Comparison({ block, ctx, id }: BlockProps<'comparison'>) {
  const { t, locale } = ctx
  const date = (value: string) => new Intl.DateTimeFormat(localeInfo[locale].tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))
  return (
    // The table's scrolling region is the landmark, named by the heading; the section is not a second one.
    <section className="section">
      <div className="container">
        <h2 id={id} className="section-title">
          {block.title || `${ctx.siteName} / ${block.competitor}`}
        </h2>
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">{t('compare.criterion')}</th>
                <th scope="col">{ctx.siteName}</th>
                <th scope="col">{block.competitor}</th>
                <th scope="col">{t('compare.checked')}</th>
              </tr>
            </thead>
            {comparisonGroups.map((group) => {
              const rows = (block.rows ?? []).filter((row) => row.group === group)
              if (!rows.length) return null
              return (
                <tbody key={group}>
                  <tr className="compare-group">
                    <th scope="rowgroup" colSpan={4}>
                      {t(`compare.${group}`)}
                    </th>
                  </tr>
                  {rows.map((row, i) => {
                    const source = ctx.links.url(row.source)
                    return (
                      <tr key={row.id ?? i}>
                        <th scope="row">{row.label}</th>
                        <td>
                          <Verdict value={row.ours} t={t} />
                        </td>
                        <td>
                          <Verdict value={row.theirs} t={t} />
                        </td>
                        <td className="compare-checked">
                          <time dateTime={row.checkedOn.slice(0, 10)}>{t('compare.checkedOn', { date: date(row.checkedOn) })}</time>
                          {source ? (
                            <>
                              {' · '}
                              <CmsLink link={source}>{t('compare.source')}</CmsLink>
                            </>
                          ) : null}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              )
            })}
          </table>
        </div>
      </div>
    </section>
  )
}
