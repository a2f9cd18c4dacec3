'use client'
/**
 * The primary download for the visitor's system. The server renders every platform as a plain link (so the
 * page works without scripts); here the user agent and, for Macs, the architecture client hint pick the
 * primary one, and its button asks the latest-version API for the current file before navigating.
 */
import { useEffect, useState, type MouseEvent } from 'react'
import { Phrased } from '@/components/phrased'
import {
  detectPlatform,
  isMobileUserAgent,
  systemOfPlatform,
  type Platform,
} from '@/lib/user-agent'
import { api } from './api'

export interface DownloadView {
  platform: Platform
  url: string
  /** Platform name, e.g. "macOS (Apple silicon)". */
  label: string
  /** Size and checksum line. */
  details: string
}

interface UaData {
  getHighEntropyValues?: (hints: string[]) => Promise<{ architecture?: string; bitness?: string }>
}

/** The architecture and bitness client hints, where the browser has them. */
async function hardware(): Promise<{ architecture?: string; bitness?: string }> {
  const data = (navigator as Navigator & { userAgentData?: UaData }).userAgentData
  if (!data?.getHighEntropyValues) return {}
  try {
    return await data.getHighEntropyValues(['architecture', 'bitness'])
  } catch {
    return {}
  }
}

export function DownloadPicker({
  downloads,
  labels,
}: {
  downloads: DownloadView[]
  labels: {
    recommended: string
    downloadFor: string
    starting: string
    failed: string
    desktopOnly: string
  }
}) {
  // undefined until detected, null for a phone, tablet or unknown system.
  const [platform, setPlatform] = useState<Platform | null | undefined>(undefined)
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle')

  useEffect(() => {
    let live = true
    void hardware().then(({ architecture, bitness }) => {
      if (live) setPlatform(detectPlatform(navigator.userAgent, architecture, bitness))
    })
    return () => {
      live = false
    }
  }, [])

  const primary = downloads.find((d) => d.platform === platform) ?? null
  // A phone gets no installer of its own: it is told where the browser runs, instead of an empty space. Before the
  // system is known (the server's HTML, and until detection), the note is there for touch screens by CSS alone
  // (`--guess`): a phone paints it with the page, not later as a new largest paint, and without JavaScript too.
  const onPhone = platform === null && isMobileUserAgent(navigator.userAgent)
  if (platform === undefined || onPhone) {
    return (
      <p
        className={`download-primary card download-desktop-only${onPhone ? '' : ' download-desktop-only--guess'}`}
        role="note"
      >
        {labels.desktopOnly}
      </p>
    )
  }
  if (!primary) return null

  async function start(event: MouseEvent<HTMLAnchorElement>) {
    if (!primary) return
    event.preventDefault()
    setState('starting')
    try {
      const { url } = await api<{ url?: string }>('client/sys-client-version/get-latest-version', {
        query: { system: systemOfPlatform[primary.platform] },
      })
      if (!url || !/^https?:\/\//.test(url)) throw new Error('no url')
      window.location.assign(url)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="download-primary card" data-platform={primary.platform}>
      <p className="eyebrow">{labels.recommended}</p>
      <a
        className="btn btn-primary btn-lg"
        href={primary.url}
        onClick={start}
        data-download-primary=""
        data-track-click={`download ${primary.platform}`}
      >
        <Phrased text={labels.downloadFor.replace('{os}', primary.label)} />
      </a>
      <p className="download-details">{primary.details}</p>
      <p
        role="status"
        aria-live="polite"
        className={state === 'failed' ? 'form-error' : 'download-status'}
      >
        {state === 'starting' ? labels.starting : state === 'failed' ? labels.failed : ''}
      </p>
    </div>
  )
}
