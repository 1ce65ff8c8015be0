import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementProblem } from './statement-problem.ts';

/** An element as fast-xml-parser gives it: text, or children by name (attributes as `@_name`). */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  [name: string]: XmlValue;
}

/** A camt.053 statement nests about 12 deep; the parser recurses once per level. */
const xmlMaxDepth = 64;

/** How deep elements nest, counted without parsing (a recursive parser would overflow first). */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, special, selfClosing] of text.matchAll(/<(\/?)([!?]?)[^>]*?(\/?)>/g)) {
    if (special !== '' || selfClosing !== '') continue;
    depth += closing === '' ? 1 : -1;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) break;
  }
  return deepest;
}

/**
 * Parses a statement's XML into a tree, namespace prefixes removed and every value kept as text
 * (an amount "105.10" must not become a float). Elements named in `repeated` are always lists.
 * A DOCTYPE is refused before parsing: no statement needs one, and entities are an attack; so
 * are elements nested deeper than `xmlMaxDepth`, which would exhaust the parser's stack.
 */
export function parseXml(text: string, repeated: ReadonlySet<string>): XmlElement {
  if (/<!DOCTYPE/i.test(text)) throw new StatementProblem(null, 'xml_doctype');
  if (nestingDepth(text, xmlMaxDepth) > xmlMaxDepth) {
    throw new StatementProblem(null, 'xml_depth', { max: String(xmlMaxDepth) });
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new StatementProblem(valid.err.line, 'xml_syntax', { detail: valid.err.msg });
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    // References are decoded in the few values read (`decodeReferences`): twice as fast on a
    // 5,000-entry statement as decoding every text of the document.
    processEntities: false,
    isArray: (name) => repeated.has(name),
  });
  return asElement(parser.parse(text)) ?? {};
}

const predefined: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's predefined entities and character references ("&amp;", "&#233;", "&#xE9;"). */
function decodeReferences(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(
    /&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g,
    (reference, name: string) => {
      if (!name.startsWith('#')) return predefined[name] ?? reference;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    },
  );
}

function asElement(value: unknown): XmlElement | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as XmlElement)
    : undefined;
}

/** The element at `path` below `node` (the first of a list at each step). */
export function child(node: XmlValue | undefined, ...path: string[]): XmlElement | undefined {
  let current: XmlValue | undefined = node;
  for (const name of path) {
    const element = asElement(Array.isArray(current) ? current[0] : current);
    current = element?.[name];
  }
  return asElement(Array.isArray(current) ? current[0] : current);
}

/** Every element named `name` directly below `node`. */
export function children(node: XmlElement | undefined, name: string): XmlElement[] {
  const value = node?.[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) =>
    typeof item === 'string' ? { '#text': item } : (asElement(item) ?? {}),
  );
}

/** The text of the element at `path` below `node`, trimmed; undefined when absent or empty. */
export function text(node: XmlValue | undefined, ...path: string[]): string | undefined {
  let current: XmlValue | undefined = node;
  for (const name of path) {
    const element = asElement(Array.isArray(current) ? current[0] : current);
    current = element?.[name];
  }
  const value = Array.isArray(current) ? current[0] : current;
  const raw = typeof value === 'string' ? value : asElement(value)?.['#text'];
  const trimmed = typeof raw === 'string' ? decodeReferences(raw).trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

/** Texts of every element named `name` below `node` (repeated remittance lines). */
export function texts(node: XmlElement | undefined, name: string): string[] {
  return children(node, name).flatMap((element) => text(element) ?? []);
}

/** An attribute of the element. */
export function attribute(node: XmlElement | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? decodeReferences(value).trim() : undefined;
}
