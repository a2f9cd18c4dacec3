/**
 * The header's behaviour beyond its `<details>` menus: one row at 1280 px and wider, links that do not fit moved into
 * "More" as measured (labels differ per language, so no fixed breakpoint); menus close on Escape, outside or blur.
 */
const DESKTOP = '(min-width: 1280px)'

export function installHeaderMenus(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('.site-header')
  const list = header?.querySelector<HTMLElement>('.nav-list')
  if (!header || !list) return
  const folds = [...list.querySelectorAll<HTMLElement>(':scope > li[data-fold]')].map((item) => ({
    item,
    twin: list.querySelector<HTMLElement>(`[data-fold-twin="${item.dataset.fold}"]`),
  }))
  const desktop = window.matchMedia(DESKTOP)

  const fit = () => {
    for (const { item, twin } of folds) {
      item.hidden = false
      if (twin) twin.hidden = true
    }
    if (!desktop.matches) return
    for (let i = folds.length - 1; i >= 0 && list.scrollWidth > list.clientWidth; i--) {
      folds[i].item.hidden = true
      if (folds[i].twin) folds[i].twin!.hidden = false
    }
  }
  fit()
  // The row's width changes with the window, and the labels' with the fonts once they have loaded.
  new ResizeObserver(fit).observe(header)
  void doc.fonts?.ready.then(fit)

  const menus = () => [...header.querySelectorAll<HTMLDetailsElement>('details.dropdown[open]')]
  header.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target as HTMLDetailsElement
      if (opened.open)
        for (const menu of menus()) if (menu !== opened && !menu.contains(opened)) menu.open = false
    },
    true,
  )
  const toggle = header.querySelector<HTMLInputElement>('.nav-toggle')
  const panel = header.querySelector<HTMLElement>('.site-nav')
  const inPanel = (node: Node | null) =>
    Boolean(
      node &&
      (panel?.contains(node) ||
        header.querySelector('.nav-toggle-label')?.contains(node) ||
        node === toggle),
    )
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const menu of menus()) {
      const hadFocus = menu.contains(doc.activeElement)
      menu.open = false
      if (hadFocus) menu.querySelector<HTMLElement>('summary')?.focus()
    }
    if (toggle?.checked && !desktop.matches) {
      toggle.checked = false
      toggle.focus()
    }
  })
  doc.addEventListener('pointerdown', (event) => {
    for (const menu of menus()) if (!menu.contains(event.target as Node)) menu.open = false
    if (toggle?.checked && !header.contains(event.target as Node)) toggle.checked = false
  })
  // Focus going nowhere (a click on a menu's padding, another window) is not leaving: only a new focus inside the page.
  header.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null
    if (!next) return
    for (const menu of menus())
      if (menu.contains(event.target as Node) && !menu.contains(next)) menu.open = false
    if (toggle?.checked && !desktop.matches && !inPanel(next)) toggle.checked = false
  })
}
