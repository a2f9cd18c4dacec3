/** Where the floating button stack sits while the support chat is open (spec sections 4 and 9). */
import {
  FLOAT_OFFSET_BOTTOM_ADJUST_PX,
  FLOAT_OFFSET_DEFAULT_PX,
  FLOAT_OFFSET_GAP_PX,
} from './constants'

export interface ChatFrame {
  height: number
  /** The frame's distance from the bottom of the viewport. */
  bottom: number
}

/** 93 px with no open frame; else the frame's height plus 5 px, plus its bottom offset minus 12 when it floats. */
export function floatingOffset(frame: ChatFrame | null): number {
  if (!frame || frame.height <= 0) return FLOAT_OFFSET_DEFAULT_PX
  const base = frame.height + FLOAT_OFFSET_GAP_PX
  return frame.bottom > 0 ? base + frame.bottom - FLOAT_OFFSET_BOTTOM_ADJUST_PX : base
}
