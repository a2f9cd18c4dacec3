/**
 * Sends the visitor fingerprint report (spec sections 4 and 7) only when its hash differs from the last one sent,
 * and looks at most once a day per device: the signals change rarely, and collecting them is the heaviest thing
 * the runtime does (its drawing runs in a worker where the browser can: src/client/fingerprint.ts).
 */
import { api } from '../api'
import { collectFingerprint } from '../fingerprint'
import { idle } from '../idle'

const LAST_HASH_KEY = 'fp_last_hash'
const CHECKED_AT_KEY = 'fp_checked_at'
/** How long a device's fingerprint is taken as unchanged. */
export const FINGERPRINT_RECHECK_MS = 24 * 60 * 60 * 1000

const read = (key: string) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private mode: checked again next time.
  }
}

export async function reportFingerprint(): Promise<void> {
  const checkedAt = Number(read(CHECKED_AT_KEY) ?? 0)
  if (read(LAST_HASH_KEY) && Date.now() - checkedAt < FINGERPRINT_RECHECK_MS) return
  const { hash, data } = await collectFingerprint()
  if (read(LAST_HASH_KEY) === hash) {
    write(CHECKED_AT_KEY, String(Date.now()))
    return
  }
  // Not in the task that hashed it (src/client/idle.ts).
  await idle()
  try {
    await api('client/record-data/log', {
      form: {
        log_type: 'WWW_FINGERPRINT_INFO',
        data: JSON.stringify({ hash, ...data }),
        base_encode: '0',
      },
    })
    write(LAST_HASH_KEY, hash)
    write(CHECKED_AT_KEY, String(Date.now()))
  } catch {
    // Reported by the fetch wrapper; sent again next time.
  }
}
