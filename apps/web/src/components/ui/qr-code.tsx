import { create } from 'qrcode';
import { useMemo } from 'react';

/** White modules around the code, which scanners need to find it. */
const quietZone = 2;

function qrShape(value: string) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + 2 * quietZone };
}

export type QrCodeProps = { value: string; label: string; className?: string };

/** `value` as a QR code, drawn as one SVG path (no canvas, crisp at any size). */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { path, size } = useMemo(() => qrShape(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
