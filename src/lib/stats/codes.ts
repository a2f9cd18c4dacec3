/** The statistics record codes of spec section 3 (no schema library: the browser's runtime imports these). */

/** op_type and op_obj_type codes per event kind. */
export const eventCodes = {
  click: { op_type: 3, op_obj_type: 23 },
  view: { op_type: 0, op_obj_type: 22 },
  expose: { op_type: 5, op_obj_type: 24 },
  error: { op_type: 6, op_obj_type: 25 },
} as const
export type EventKind = keyof typeof eventCodes

export function kindOf(opType: number, opObjType: number): EventKind | undefined {
  return (Object.keys(eventCodes) as EventKind[]).find(
    (k) => eventCodes[k].op_type === opType && eventCodes[k].op_obj_type === opObjType,
  )
}

/** The path of a page address (no origin, query or fragment), at most 512 characters. */
export function pathOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url, 'http://x').pathname.slice(0, 512)
  } catch {
    return null
  }
}

/** What an event is about, for roll-ups: an error's code, a click's key, an expose's name, a view's type. */
/** Web vitals travel as views of type `vital`, keyed `vital:LCP`…: this prefix keeps them out of page views. */
export const VITAL_KEY_PREFIX = 'vital:'

export function keyOf(kind: EventKind | undefined, value: Record<string, unknown>): string | null {
  if (kind === 'view' && value.type === 'vital' && typeof value.name === 'string')
    return `${VITAL_KEY_PREFIX}${value.name}`.slice(0, 120)
  const candidates =
    kind === 'error'
      ? [value.error_type, value.key, value.name]
      : kind === 'view'
        ? [value.type]
        : [value.key, value.name]
  const key = candidates.find((v) => v !== undefined && v !== null && v !== '')
  return key === undefined ? null : String(key).slice(0, 120)
}
