import ts from 'typescript';

export type LiteralString = { line: number; text: string; where: string };

/** Props whose value a user sees or hears: HTML/ARIA text and our components' text props. */
const visibleProp =
  /^(?:title|alt|placeholder|label|hint|lead|aria-(?:label|description|roledescription|valuetext|placeholder))$|(?:Label|Text|Title)$/;
const hasLetter = /\p{L}/u;
const renderingOperators = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.PlusToken,
]);

/**
 * Finds text a component renders that does not come from a catalogue: JSX text with letters,
 * and string or template literals given as children or as visible props. Arguments of calls
 * (`t('key')`, `cn('…')`) are never reported, so translated text passes.
 */
export function findLiteralStrings(fileName: string, source: string): LiteralString[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralString[] = [];

  function report(node: ts.Node, text: string, where: string) {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetter.test(clean)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: clean, where });
  }

  /** The literals an expression can evaluate to, through ?:, &&, ||, ?? and +. */
  function checkExpression(node: ts.Expression, where: string) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      report(node, node.text, where);
    } else if (ts.isTemplateExpression(node)) {
      report(
        node,
        [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '),
        where,
      );
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
      checkExpression(node.expression, where);
    } else if (ts.isConditionalExpression(node)) {
      checkExpression(node.whenTrue, where);
      checkExpression(node.whenFalse, where);
    } else if (ts.isBinaryExpression(node) && renderingOperators.has(node.operatorToken.kind)) {
      checkExpression(node.left, where);
      checkExpression(node.right, where);
    }
  }

  function visit(node: ts.Node) {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'text');
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      checkExpression(node.expression, 'text');
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (visibleProp.test(name)) {
        if (ts.isStringLiteral(value)) report(value, value.text, name);
        else if (ts.isJsxExpression(value) && value.expression)
          checkExpression(value.expression, name);
      }
    }
    ts.forEachChild(node, visit);
  }

  visit(file);
  return found;
}
