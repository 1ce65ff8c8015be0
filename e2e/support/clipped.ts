/// <reference lib="dom" />
/// <reference lib="dom.iterable" />

/**
 * What a person could not read on the page as it is now, one line each (run in the browser by
 * `page.evaluate`): the page scrolling sideways, an element leaving the screen or sticking out
 * of its container, and text cut by a box that hides its overflow. A box that scrolls sideways
 * (a table on a phone) may hold what does not fit below `scrollFrom` px; from that width on,
 * where every screen has room, what it hides is cut too. Screen-reader-only text and text ended
 * with an ellipsis on purpose are left alone.
 */
export function clipped(scrollFrom: number): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  /** Screen-reader-only text (Tailwind's sr-only, the skip link until focused). */
  const visuallyHidden = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      style.clipPath === 'inset(50%)' ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      element.getBoundingClientRect().width <= 1
    );
  };
  const hidesOverflow = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const scrolls = (style: CSSStyleDeclaration) =>
    style.overflowX === 'auto' || style.overflowX === 'scroll';
  const ownText = (element: Element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
  const readable = (element: Element) =>
    ownText(element) || element.matches('input, select, textarea, button, img, svg');
  /** The nearest box that hides what sticks out of it (none past a fixed layer). */
  const clippingAncestor = (element: Element): Element | null => {
    for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (hidesOverflow(parentStyle)) return parent;
      if (parentStyle.position === 'fixed') return null;
    }
    return null;
  };
  /** The nearest ancestor that draws a box (`display: contents` draws none). */
  const boxedParent = (element: Element): Element | null => {
    let parent = element.parentElement;
    while (parent !== null && getComputedStyle(parent).display === 'contents') {
      parent = parent.parentElement;
    }
    return parent;
  };
  /** Whether `box` sticks out of `container`'s inner box, sideways. */
  const outside = (box: DOMRect, container: Element) => {
    const left = container.getBoundingClientRect().left + container.clientLeft;
    return box.left < left - 1 || box.right > left + container.clientWidth + 1;
  };

  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (style.visibility === 'hidden' || visuallyHidden(element)) continue;
    if (style.position === 'fixed' || style.textOverflow === 'ellipsis' || !readable(element)) {
      continue;
    }
    // A drawing is checked whole: its parts are placed by its own coordinates, not by boxes.
    if (element.parentElement?.closest('svg')) continue;
    const clip = clippingAncestor(element);
    if (clip !== null && visuallyHidden(clip)) continue;
    // Reachable by scrolling the box, as a table is on a phone.
    if (clip !== null && scrolls(getComputedStyle(clip)) && width < scrollFrom) continue;
    const at = `${Math.round(box.left)}–${Math.round(box.right)}`;
    if (box.right > width + 1 || box.left < -1) {
      problems.push(`${name(element)} leaves the screen (${at} px)`);
      continue;
    }
    const parent = boxedParent(element);
    if (
      parent !== null &&
      parent !== clip &&
      style.position !== 'absolute' &&
      outside(box, parent)
    ) {
      problems.push(`${name(element)} is wider than its container ${name(parent)}`);
    } else if (clip !== null && outside(box, clip)) {
      problems.push(`${name(element)} is cut by ${name(clip)} (${at} px)`);
    }
  }
  return [...new Set(problems)];
}
