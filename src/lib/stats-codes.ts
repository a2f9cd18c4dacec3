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
  return (Object.keys(eventCodes) as EventKind[]).find((k) => eventCodes[k].op_type === opType && eventCodes[k].op_obj_type === opObjType)
}

