/**
 * The widget's one icon set: 24 px line drawings, one path each, stroked in `currentColor`
 * so an icon takes the colour of the text beside it. Icons are decoration (`aria-hidden`):
 * the label next to them, or the button's accessible name, says what they mean.
 */
const PATHS = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  plus: 'M12 5v14M5 12h14',
  send: 'M7 17L17 7M9 7h8v8',
  receive: 'M17 7L7 17M15 17H7V9',
  percent: 'M19 5L5 19M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  pay: 'M3 7h18v10H3zM3 11h18M7 15h3',
  card: 'M3 6h18v12H3zM3 10h18M7 14h4',
  vault: 'M4 4h16v16H4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 20v2M18 20v2',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zm4 4h4',
  upgrade: 'M12 3l3 6 6 .8-4.5 4.3 1 6.4L12 17.5 6.5 20.5l1-6.4L3 9.8 9 9z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
  bills: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  statements: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 .5-1.5-1L15 4h-4l-.5 2.5-1.5 1L7 7l-2 4 2 1v0l-2 1 2 4 2-.5 1.5 1 .5 2.5h4l.5-2.5 1.5-1 2 .5 2-4z',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  menu: 'M4 7h16M4 12h16M4 17h16',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.9 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7c1.7 0 3.2-.5 4.5-1.2M9.9 9.9a3 3 0 0 0 4.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M5 12.5l4.5 4.5L19 7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v6M12 16.5h.01',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
  bank: 'M3 9l9-5 9 5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3 20h18',
  chevron: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
