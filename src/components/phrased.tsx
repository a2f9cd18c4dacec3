import { Fragment, type CSSProperties } from 'react'
import { hasKatakana, jaPhrases, katakanaWords, phraseWidthEm } from '@/lib/ja-phrases'

/**
 * A title's text. Japanese (a text with katakana) is cut into phrases with `<wbr>` between them and its katakana
 * words kept whole (src/lib/ja-phrases.ts); with `fit` (a block-level title), the text shrinks until its widest
 * katakana word fits the line. Any other text is left as it is.
 */
export function Phrased({ text, fit = false }: { text: string; fit?: boolean }) {
  if (!hasKatakana(text)) return text
  const phrases = jaPhrases(text).map(katakanaWords)
  const widest = Math.max(
    ...phrases.flatMap((parts) => parts.filter((_, j) => j % 2).map(phraseWidthEm)),
    0,
  )
  const content = phrases.map((parts, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {parts.map((part, j) =>
        j % 2 ? (
          <span key={j} className="kw">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </Fragment>
  ))
  if (!fit || !widest) return <>{content}</>
  return (
    <span className="phrased" style={{ '--fit': widest } as CSSProperties}>
      <span>{content}</span>
    </span>
  )
}
