/** The site's icon set (24×24, stroke icons). `/_icons` shows them all as an SVG sprite. */
import type { SVGProps } from 'react'

export const icons = {
  logo: 'M12 2 3 7v10l9 5 9-5V7zM12 2v20M3 7l9 5 9-5',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  'chevron-down': 'm6 9 6 6 6-6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  windows: 'M3 5.5 10.5 4.5v7H3zM12 4.3 21 3v8.5h-9zM3 12.5h7.5v7L3 18.5zM12 12.5h9V21l-9-1.3z',
  apple:
    'M16 3c0 1.6-1.3 3-3 3 0-1.6 1.3-3 3-3zM12 7.5c1 0 2-.7 3.3-.7 1.2 0 2.6.7 3.4 1.9-3 1.7-2.5 6 .5 7.2-.6 1.6-1.9 3.6-3.3 3.6-1.2 0-1.6-.7-3-.7s-1.9.7-3 .7C8.3 19.5 6 16 6 12.8 6 9.6 8 7.6 10 7.6c1 0 1.6.6 2 .6z',
  linux:
    'M12 3c-2 0-3 1.8-3 4 0 1.5.3 2.5-.8 4.2C7 13 6 14.8 6 16.5 6 19 8.7 21 12 21s6-2 6-4.5c0-1.7-1-3.5-2.2-5.3C14.7 9.5 15 8.5 15 7c0-2.2-1-4-3-4zM10.5 7.5h.01M13.5 7.5h.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  check: 'm5 12 5 5 9-10',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M17 11a3 3 0 1 0 0-6M22 21c0-3-1.8-5.5-4.5-6.5',
  robot: 'M5 8h14v11H5zM12 4v4M9 13h.01M15 13h.01M9 16.5h6M2 12v3M22 12v3',
  code: 'm8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  sync: 'M4 12a8 8 0 0 1 14-5.3L20 9M20 4v5h-5M20 12a8 8 0 0 1-14 5.3L4 15M4 20v-5h5',
  layers: 'm12 3 9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  chat: 'M4 5h16v11H9l-5 4z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20',
  fingerprint:
    'M12 11v3c0 2.5-.8 4.8-2 7M8.5 5.5A7 7 0 0 1 19 11.5c0 1.5-.1 3-.4 4.5M5 9a7 7 0 0 0-.5 2.5v1.5M15 12v1c0 1.3-.1 2.6-.4 3.8M9 12a3 3 0 0 1 6 0',
  cart: 'M3 4h2.2l2.3 10.5h10.8L20.6 7H6.1M9 18a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.5 18a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  chart: 'M4 4v16h16M8 15l3.5-4.5 3 3L20 7M16 7h4v4',
  megaphone: 'M3 10v4h3l8 4.5v-13L6 10zM17.5 9a4 4 0 0 1 0 6M6 14l1.6 5.5h2.6L9 14.6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  play: 'M3 5h18v14H3zM10 9v6l5-3z',
  database:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  dice: 'M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8.5 8.5h.01M15.5 8.5h.01M12 12h.01M8.5 15.5h.01M15.5 15.5h.01',
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM14.6 9.2C14.1 8.1 13.1 7.5 12 7.5c-1.5 0-2.6.8-2.6 2 0 2.8 5.2 1.6 5.2 4.4 0 1.3-1.1 2.2-2.6 2.2-1.2 0-2.3-.6-2.8-1.7M12 5.8v1.7M12 16.1v1.9',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  tag: 'M3 12V4h8l9.5 9.5-7.5 7.5zM7.5 7.5h.01',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14.5 7v2M14.5 11v2M14.5 15v2',
  clipboard: 'M9 3.5h6v3H9zM7.5 5H5v16h14V5h-2.5M9 13.5l2.2 2.2 4-4.4',
  music:
    'M9 18V5.5L20 3v12.5M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 15.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  package: 'M12 3 4 7v10l8 4 8-4V7zM4 7l8 4 8-4M12 11v10M8 5l8 4',
  hash: 'M5 9h15M4 15h15M10.5 3 8.5 21M15.5 3l-2 18',
  headset:
    'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3.5v6H5.5A1.5 1.5 0 0 1 4 18.5zM20 14h-3.5v6h2a1.5 1.5 0 0 0 1.5-1.5z',
  'id-card':
    'M3 5h18v14H3zM8.5 8.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.5 16.5c.5-1.7 1.6-2.5 3-2.5s2.5.8 3 2.5M14 9.5h4.5M14 13.5h4.5',
} as const

export type IconName = keyof typeof icons
export const iconNames = Object.keys(icons) as IconName[]

/** Inline icon; decorative unless a title is given. */
export function Icon({
  name,
  title,
  ...props
}: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <path d={icons[name]} />
    </svg>
  )
}

/** The whole set as one SVG sprite of `<symbol id="icon-{name}">`. */
export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden>
      {iconNames.map((name) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path
            d={icons[name]}
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      ))}
    </svg>
  )
}
