/** The image optimizer's settings (next.config.ts), shared with the bench's framework floor. */
export const IMAGE_SETTINGS = {
  formats: ['image/avif', 'image/webp'] as ('image/avif' | 'image/webp')[],
  deviceSizes: [320, 640, 767, 992, 1200, 1400, 1536, 1984, 2400, 2800, 3072],
  imageSizes: [32, 48, 64, 96, 128, 256],
  qualities: [100],
}

/** Every CMS image's quality (spec §9: 100). */
export const IMAGE_QUALITY = 100
