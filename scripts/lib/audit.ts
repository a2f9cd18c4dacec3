/**
 * `npm audit` of what ships (production dependencies) against the registry's advisories. Findings of high or
 * critical severity fail unless `security/audit-exceptions.json` names the advisory with why it does not apply.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export interface AuditResult {
  /** False when the registry does not serve advisories (then nothing could be checked). */
  available: boolean
  reason?: string
  findings: {
    name: string
    severity: string
    title: string
    url: string
    excepted: string | null
  }[]
}

interface Advisory {
  title?: string
  url?: string
  severity?: string
}

export function audit(cwd = process.cwd()): Promise<AuditResult> {
  const exceptions: Record<string, string> = existsSync(`${cwd}/security/audit-exceptions.json`)
    ? JSON.parse(readFileSync(`${cwd}/security/audit-exceptions.json`, 'utf8'))
    : {}
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
      (_error, stdout) => {
        let report: {
          message?: string
          error?: { summary?: string }
          vulnerabilities?: Record<string, { severity: string; via: (Advisory | string)[] }>
        }
        try {
          report = JSON.parse(stdout)
        } catch {
          resolve({ available: false, reason: 'npm audit printed no report', findings: [] })
          return
        }
        if (!report.vulnerabilities) {
          resolve({
            available: false,
            reason:
              report.message ?? report.error?.summary ?? 'the registry answered without advisories',
            findings: [],
          })
          return
        }
        const findings: AuditResult['findings'] = []
        for (const [name, entry] of Object.entries(report.vulnerabilities)) {
          for (const via of entry.via) {
            if (typeof via === 'string') continue
            const url = via.url ?? ''
            findings.push({
              name,
              severity: via.severity ?? entry.severity,
              title: via.title ?? '',
              url,
              excepted: exceptions[url] ?? null,
            })
          }
        }
        resolve({ available: true, findings })
      },
    )
  })
}
