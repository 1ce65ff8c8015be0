/**
 * The mark drawn beside the operator's name: in the site's header (and favicon) and on receipt
 * PDFs. Coordinates are in a 32 × 32 box, y pointing down as in SVG.
 */
export const logoMark = {
  size: 32,
  tile: { radius: 8, color: '#0b2c4f' },
  ring: { path: 'M22.5 11.2A8 8 0 1 0 24 16h-7.5', width: 3.2, color: '#ffffff' },
  dot: { cx: 24, cy: 16, r: 2.2, color: '#2dd4bf' },
} as const;
