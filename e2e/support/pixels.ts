import type { Page } from '@playwright/test';

// Rasterising the same page twice may round an anti-aliased edge one step apart: a channel
// must move by more than this (out of 255) for the pixel to count as changed.
const tolerance = 8;

// Runs in the page (as source text: the specs are typed without the DOM's types).
const countInPage = `async ([first, second, tolerance]) => {
  const pixels = async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const [left, right] = await Promise.all([pixels(first), pixels(second)]);
  if (left.length !== right.length) return Number.POSITIVE_INFINITY;
  const apart = (index) => Math.abs(left[index] - right[index]) > tolerance;
  let count = 0;
  for (let index = 0; index < left.length; index += 4) {
    if (apart(index) || apart(index + 1) || apart(index + 2)) count += 1;
  }
  return count;
}`;

/** How many pixels visibly differ between two same-size PNG screenshots, counted in `page`. */
export async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const urls = [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`);
  const args = JSON.stringify([...urls, tolerance]);
  return page.evaluate(`(${countInPage})(${args})`);
}
