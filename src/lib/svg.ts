/**
 * An uploaded SVG's size. Payload reads it from the root element's width and height or its viewBox; a drawing
 * exported with neither has no size of its own (a browser shows it at 300 × 150 without scaling it), and Payload
 * refused it with "There was a problem while uploading the file."
 */

/** The root `<svg …>` start tag of a document, or null. */
const rootTag = (text: string) => /<svg\b[^>]*>/i.exec(text)

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined)

/** A length in user units or px (not a percentage or a relative unit), as a number. */
const absoluteLength = (value: string | undefined) =>
  value && /^\s*\d+(?:\.\d+)?\s*(?:px)?\s*$/i.test(value) ? Number.parseFloat(value) : null

/** Whether the document says its size: width and height in absolute units, or a viewBox of four numbers. */
export function svgHasSize(text: string): boolean {
  const tag = rootTag(text)?.[0]
  if (!tag) return false
  if (absoluteLength(attribute(tag, 'width')) && absoluteLength(attribute(tag, 'height')))
    return true
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  return (
    box?.length === 4 &&
    box.every(Number.isFinite) &&
    (box[2] as number) > 0 &&
    (box[3] as number) > 0
  )
}

/**
 * The document with an empty shape at its origin, to be measured: the size a renderer reports for a document
 * without one is its drawing's bounding box, and a browser lays the drawing out from the origin.
 */
export function withOriginMark(text: string): string | null {
  const match = rootTag(text)
  if (!match || match[0].endsWith('/>')) return null
  const end = match.index + match[0].length
  return `${text.slice(0, end)}<rect width="0.01" height="0.01" fill="none"/>${text.slice(end)}`
}

/**
 * The document with a viewBox and a width and height of the size its drawing measures from the origin, so it keeps its proportions wherever it is shown; null when it has no root element.
 */
export function withMeasuredSize(text: string, width: number, height: number): string | null {
  const match = rootTag(text)
  if (!match) return null
  const tag = match[0]
    .replace(/\s(?:width|height|viewBox)\s*=\s*(?:"[^"]*"|'[^']*')/gi, '')
    .replace(
      /^<svg\b/i,
      `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    )
  return text.slice(0, match.index) + tag + text.slice(match.index + match[0].length)
}
