import { logoMark } from '@giro/shared/brand/logo-mark';
import { LineCapStyle, type PDFPage } from 'pdf-lib';
import { hexColor } from './hex-color.ts';

const { size, tile, ring, dot } = logoMark;
const r = tile.radius;
const far = size - r;
const tilePath = `M${r} 0H${far}A${r} ${r} 0 0 1 ${size} ${r}V${far}A${r} ${r} 0 0 1 ${far} ${size}H${r}A${r} ${r} 0 0 1 0 ${far}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;

/** Draws the site's mark with its top-left corner at (x, top), `points` wide. */
export function drawLogoMark(page: PDFPage, x: number, top: number, points: number): void {
  const scale = points / size;
  page.drawSvgPath(tilePath, { x, y: top, scale, color: hexColor(tile.color) });
  page.drawSvgPath(ring.path, {
    x,
    y: top,
    scale,
    borderColor: hexColor(ring.color),
    borderWidth: ring.width,
    borderLineCap: LineCapStyle.Round,
  });
  page.drawCircle({
    x: x + dot.cx * scale,
    y: top - dot.cy * scale,
    size: dot.r * scale,
    color: hexColor(dot.color),
  });
}
