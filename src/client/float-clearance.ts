/**
 * The floating buttons never cover what a visitor could click: below 1280 px a button tucks into the side margin
 * (`data-aside`) while something usable lies under its place, checked as the page scrolls or changes.
 */
import { SCROLL_THROTTLE_MS } from '@/lib/constants'
import { throttleTrailing } from '@/lib/throttle'

const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'

const visible = (element: Element) =>
  element.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Whether something the visitor could use lies under the place of each floating button. */
function coveredFloats(doc: Document = document): Map<HTMLElement, boolean> {
  const stack = doc.querySelector<HTMLElement>('.float-stack')?.getBoundingClientRect()
  const floats = [...doc.querySelectorAll<HTMLElement>('.float-stack > [data-float]')].filter(
    (el) => el.getClientRects().length > 0,
  )
  // Each button's place in the stack, whether tucked or not (offsets leave its transform out).
  const boxes = floats.map(
    (el) =>
      new DOMRect(
        (stack?.left ?? 0) + el.offsetLeft,
        (stack?.top ?? 0) + el.offsetTop,
        el.offsetWidth,
        el.offsetHeight,
      ),
  )
  const covered = new Map(floats.map((el) => [el, false]))
  if (!floats.length) return covered
  const top = Math.min(...boxes.map((b) => b.top))
  const bottom = Math.max(...boxes.map((b) => b.bottom))
  for (const element of doc.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (element.closest('[data-float]')) continue
    // Line by line: a link that wraps covers the ends of two lines, not the box around both.
    for (const line of element.getClientRects()) {
      if (line.bottom <= top || line.top >= bottom || line.width < 1 || line.height < 1) continue
      boxes.forEach((box, i) => {
        if (!covered.get(floats[i]!) && overlaps(line, box) && visible(element))
          covered.set(floats[i]!, true)
      })
    }
  }
  return covered
}

export function installFloatClearance(doc: Document = document): void {
  const stack = doc.querySelector<HTMLElement>('.float-stack')
  if (!stack) return
  const check = () => {
    for (const [element, covered] of coveredFloats(doc))
      element.toggleAttribute('data-aside', covered)
  }
  const update = throttleTrailing(check, SCROLL_THROTTLE_MS)
  window.addEventListener('scroll', update, { passive: true })
  window.addEventListener('resize', update)
  // A button coming or going (the chat's after idle, scroll-to-top past one screen) changes the stack's size; the
  // page's own content can move under it (an answer opened, a picture loaded); the stack moves over the privacy banner
  // or the chat's frame (the root's class and offset).
  const resized = new ResizeObserver(update)
  resized.observe(stack)
  resized.observe(doc.body)
  new MutationObserver(update).observe(doc.documentElement, {
    attributes: true,
    attributeFilter: ['class', 'style'],
  })
  stack.addEventListener('transitionend', update)
  check()
}
