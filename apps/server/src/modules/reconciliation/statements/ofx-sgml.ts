const tag = /<(\/?)([A-Za-z0-9.]+)>([^<]*)/g;
const bareAmpersand = /&(?!#\d+;|#x[0-9a-fA-F]+;|[A-Za-z]+;)/g;

const newlinesIn = (text: string) => '\n'.repeat(text.split('\n').length - 1);

/**
 * OFX 1.x is SGML: a leaf element ends where the next tag starts, without a closing tag
 * (`<TRNAMT>105.00<FITID>…`). This writes the closing tags in, so an XML parser reads it, and
 * keeps every line break where it was, so a line number in the result is the same in the file.
 */
export function ofxSgmlToXml(body: string): string {
  const tokens = [...body.matchAll(tag)];
  const before = body.slice(0, tokens[0]?.index ?? body.length);
  let xml = newlinesIn(before);
  tokens.forEach((token, index) => {
    const [, closing, rawName = '', content = ''] = token;
    const name = rawName.toUpperCase();
    const value = content.trim().replace(bareAmpersand, '&amp;').replaceAll('>', '&gt;');
    if (closing === '/') {
      xml += `</${name}>${newlinesIn(content)}`;
      return;
    }
    const next = tokens[index + 1];
    const closedNext = next?.[1] === '/' && next[2]?.toUpperCase() === name;
    const end = value !== '' && !closedNext ? `</${name}>` : '';
    xml += `<${name}>${value}${end}${newlinesIn(content)}`;
  });
  return xml;
}
