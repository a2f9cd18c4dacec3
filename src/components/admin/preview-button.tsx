'use client'
/**
 * The Preview action as a labelled button beside Save and Publish: Payload's own is an external-link icon with a
 * tooltip, which editors did not recognise. Same address (the document's preview URL), same new tab.
 */
import { ExternalLinkIcon, useLivePreviewContext, useTranslation } from '@payloadcms/ui'
import './preview-button.css'

export function LabelledPreviewButton() {
  const { previewURL } = useLivePreviewContext()
  const { t } = useTranslation()
  if (!previewURL) return null
  return (
    <a
      className="btn btn--style-secondary btn--size-medium btn--icon-position-right preview-btn--labelled"
      href={previewURL}
      id="preview-button"
      target="_blank"
      rel="noopener"
    >
      <span className="btn__content">
        <span className="btn__label">{t('version:preview')}</span>
        <span className="btn__icon">
          <ExternalLinkIcon />
        </span>
      </span>
    </a>
  )
}
