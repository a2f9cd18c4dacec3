import { Fragment, type CSSProperties } from 'react'
import { hasKatakana, jaPhrases, katakanaWords, phraseWidthEm } from '@/lib/ja-phrases'

/**
 * A title's text. Japanese (a text with katakana) is cut into phrases with `<wbr>` between them and its katakana
 * words kept whole (src/lib/ja-phrases.ts); with `fit` (a block-level title), the text shrinks until its widest
 * katakana word fits the line. Any other text is left as it is.
 */
export function Phrased({ text, fit = false }: { text: string; fit?: boolean }) {
  if (!hasKatakana(text)) return text
  let widest = 0
  const phrases = jaPhrases(text).map((phrase, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {katakanaWords(phrase).map((part, j) => {
        if (j % 2 === 0) return part
        widest = Math.max(widest, phraseWidthEm(part))
        return (
          <span key={j} className="kw">
            {part}
          </span>
        )
      })}
    </Fragment>
  ))
  if (!fit || !widest) return <>{phrases}</>
  return (
    <span className="phrased" style={{ '--fit': widest } as CSSProperties}>
      <span>{phrases}</span>
    </span>
  )
}
