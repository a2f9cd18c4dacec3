/** Sends the visitor fingerprint report (spec sections 4 and 7) only when its hash differs from the last one sent. */
import { api } from '../api'
import { collectFingerprint } from '../fingerprint'

const LAST_HASH_KEY = 'fp_last_hash'

export async function reportFingerprint(): Promise<void> {
  const { hash, data } = await collectFingerprint()
  let last: string | null = null
  try {
    last = localStorage.getItem(LAST_HASH_KEY)
  } catch {
    last = null
  }
  if (last === hash) return
  try {
    await api('client/record-data/log', { form: { log_type: 'WWW_FINGERPRINT_INFO', data: JSON.stringify({ hash, ...data }), base_encode: '0' } })
    localStorage.setItem(LAST_HASH_KEY, hash)
  } catch {
    // Reported by the fetch wrapper; sent again next time.
  }
}
