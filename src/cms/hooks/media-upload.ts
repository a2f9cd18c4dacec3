import sharp from 'sharp'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { fileTitle, uploadFileName } from '@/lib/file-name'
import { svgHasSize, withMeasuredSize, withOriginMark } from '@/lib/svg'

/** The largest file the CMS takes: images reach visitors through the optimizer, the originals are kept. */
export const MAX_UPLOAD_MB = 10
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1_000_000

/** What an editor reads when a file is over the limit (Payload answers 413 and stores nothing). */
export const UPLOAD_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_MB} MB, the largest upload the site takes. Export it smaller or more compressed (a photo as JPEG or WebP, a screenshot as PNG or WebP) and upload it again.`

/**
 * An SVG that states no size (no width and height, no viewBox) is given the size its drawing measures, so it is
 * stored and shows in proportion; one that cannot be measured is refused, saying why.
 */
export const sizeSvgUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  if (file.mimetype !== 'image/svg+xml' && !/\.svg$/i.test(file.name)) return args
  const text = file.data.toString('utf8')
  if (svgHasSize(text)) return args
  const marked = withOriginMark(text)
  const { width, height } = marked
    ? await sharp(Buffer.from(marked))
        .metadata()
        .catch(() => ({ width: 0, height: 0 }))
    : { width: 0, height: 0 }
  const sized = width && height ? withMeasuredSize(text, width, height) : null
  if (!sized) {
    throw new APIError(
      `"${file.name}" has no width and height or viewBox, and its drawing could not be measured: save it with a size (a viewBox on its <svg> element) and upload it again.`,
      400,
      null,
      true,
    )
  }
  file.data = Buffer.from(sized)
  file.size = file.data.length
  return args
}

/**
 * An uploaded file is stored under a readable ASCII slug of its name (src/lib/file-name.ts); what it was called
 * becomes its alt text when the upload gives none. Payload then adds -1, -2… when the name is taken.
 */
export const slugUploadName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const original = file.name
  file.name = uploadFileName(original)
  const data = args.data as Record<string, unknown> | undefined
  if (operation === 'create' && data && !(typeof data.alt === 'string' && data.alt.trim()))
    data.alt = fileTitle(original)
  return args
}
