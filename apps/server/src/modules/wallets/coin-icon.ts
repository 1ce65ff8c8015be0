/** A round coin badge as an SVG data URI, so demo wallets need no image files. */
export function coinIcon(symbol: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="43" font-family="Arial,sans-serif" font-size="32" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${symbol}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
