import { type RGB, rgb } from 'pdf-lib';

/** "#0b2c4f" → pdf-lib's colour. */
export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
