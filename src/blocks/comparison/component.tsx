import { CmsLink } from '@/components/cms-link'
import { Phrased } from '@/components/phrased'
import { verdictMark } from '@/components/verdict'
import { localeInfo } from '@/i18n/locales'
import type { BlockProps } from '../context'
import { comparisonGroups } from './config'

export function Comparison({ block, ctx, id }: BlockProps<'comparison'>) {
  const { t, locale } = ctx
  const verdictWords = { yes: t('compare.yes'), no: t('compare.no') }
  const date = (value: string) =>
    new Intl.DateTimeFormat(localeInfo[locale].tag, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(value))
  return (
    // The table's scrolling region is the landmark, named by the heading; the section is not a second one.
    <section className="section">
      <div className="container">
        <h2 id={id} className="section-title">
          <Phrased text={block.title || `${ctx.siteName} / ${block.competitor}`} fit />
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
                        <td>{verdictMark(row.ours, verdictWords) ?? row.ours}</td>
                        <td>{verdictMark(row.theirs, verdictWords) ?? row.theirs}</td>
                        <td className="compare-checked">
                          <time dateTime={row.checkedOn.slice(0, 10)}>
                            {t('compare.checkedOn', { date: date(row.checkedOn) })}
                          </time>
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
