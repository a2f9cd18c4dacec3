import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { DATA_DIR } from '@/config'
import { anyone, isStaff, nobody } from '../access'
import { sizeSvgUpload, slugUploadName } from '../hooks/media-upload'

/** Widths of the spec's breakpoints (xs 320, mobile 767, sm 992, md 1200, xl 1400, 1536) at densities 1 and 2. */
const widths = [320, 640, 767, 992, 1200, 1400, 1536, 1984, 2400, 2800, 3072]

/** Uploaded images, resized for every breakpoint; alt text per language. The size limit is the config's (`upload`). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff, readVersions: nobody },
  upload: {
    staticDir: path.join(DATA_DIR, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: widths.map((width) => ({ name: `w${width}`, width, withoutEnlargement: true })),
    adminThumbnail: 'w320',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
  hooks: { beforeOperation: [slugUploadName, sizeSvgUpload] },
}
