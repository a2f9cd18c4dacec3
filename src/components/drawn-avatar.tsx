import { nameHash } from '@/lib/name-hash'

const BACKGROUNDS = ['#dbeafe', '#ede9fe', '#dcfce7', '#fef3c7', '#fce7f3', '#ccfbf1']
const SKIN = ['#f6d5bd', '#e8b594', '#c98d66', '#8d5a3c']
const HAIR = ['#1f2937', '#5b3416', '#a16207', '#52525b', '#7c2d12']
const SHIRT = ['#1d4ed8', '#7c3aed', '#047857', '#b45309', '#be185d', '#0f766e']
/** Hair drawn behind the head (long) and over it (the rest), in a 48×48 box. */
const HAIR_BACK = ['', 'M14 22c0-7.5 4.4-12 10-12s10 4.5 10 12v12H14z', '', '']
const HAIR_FRONT = [
  'M15.6 21c-.4-6.6 3.4-10.6 8.4-10.6s8.8 4 8.4 10.6c-1.6-3.4-4.6-5-8.4-5s-6.8 1.6-8.4 5z',
  'M15.4 22c-.2-7 3.8-11 8.6-11s8.8 4 8.6 11c-2.4-4-5-5.6-8.6-5.6-2.6 0-5 1.4-8.6 5.6z',
  'M24 5.4a3.8 3.8 0 1 1 0 7.6 3.8 3.8 0 0 1 0-7.6zM15.8 20.4c-.2-6 3.4-9.4 8.2-9.4s8.4 3.4 8.2 9.4c-1.8-2.8-4.6-4.2-8.2-4.2s-6.4 1.4-8.2 4.2z',
  'M16 21a4 4 0 0 1 1-7.6 4 4 0 0 1 5-3.4 4 4 0 0 1 5.4.6 4 4 0 0 1 4.8 4.6A4 4 0 0 1 32 21c-2-2.6-4.4-3.6-8-3.6s-6 1-8 3.6z',
]

/**
 * A drawn portrait for a person the site quotes (never a photograph): background, skin, hair and clothes chosen
 * from their name, so each person keeps one look. Decorative: their name is written beside it.
 */
export function DrawnAvatar({ name, size = 48 }: { name: string; size?: number }) {
  const h = nameHash(name)
  const pick = <T,>(list: T[], shift: number) => list[(h >>> shift) % list.length] as T
  const style = (h >>> 4) % HAIR_FRONT.length
  const hair = pick(HAIR, 8)
  const skin = pick(SKIN, 12)
  return (
    <svg className="avatar" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill={pick(BACKGROUNDS, 0)} />
      {HAIR_BACK[style] ? <path d={HAIR_BACK[style]} fill={hair} /> : null}
      <path d="M8 48c1.2-9 7.6-14 16-14s14.8 5 16 14z" fill={pick(SHIRT, 16)} />
      <path d="M21 27h6v8.5a3 3 0 0 1-6 0z" fill={skin} />
      <circle cx="24" cy="21" r="8.4" fill={skin} />
      <path d={HAIR_FRONT[style]} fill={hair} />
    </svg>
  )
}
