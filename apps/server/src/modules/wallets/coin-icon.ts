/**
 * Demo wallets' coin logos as SVG data URIs drawn with shapes only: a text glyph (₿, ₮) needs a
 * font that has it and shows an empty box where none does.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

export const coinLogos = {
  /** The orange coin with the slanted B and its two bars above and below. */
  BTC: svg(
    '<circle cx="32" cy="32" r="32" fill="#f7931a"/>' +
      '<g transform="rotate(14 32 32)" fill="none" stroke="#fff" stroke-linejoin="round">' +
      '<path stroke-width="5" d="M25 19h10.5a6.5 6.5 0 0 1 0 13H25M25 32h11.5a7 7 0 0 1 0 14H25V19"/>' +
      '<path stroke-width="3.5" d="M29 13v6M36 13v6M29 46v6M36 46v6"/></g>',
  ),
  /** Tether's green coin with the T and its ring. */
  USDT: svg(
    '<circle cx="32" cy="32" r="32" fill="#26a17b"/>' +
      '<path fill="#fff" d="M16 15h32v8H36v26h-8V23H16z"/>' +
      '<ellipse cx="32" cy="30" rx="17" ry="5" fill="none" stroke="#fff" stroke-width="3"/>',
  ),
} as const;
