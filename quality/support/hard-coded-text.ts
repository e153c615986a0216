import ts from 'typescript';

/** Props whose value a user reads or a screen reader speaks. */
export const USER_FACING_PROPS = new Set([
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'alt',
  'label',
  'tooltip',
  'okText',
  'cancelText',
  'content',
  'description',
  'message',
  'extra',
  'subTitle',
  'addonBefore',
  'addonAfter',
  'checkedChildren',
  'unCheckedChildren',
  'emptyText',
]);

export interface HardCodedText {
  file: string;
  line: number;
  text: string;
}

/** Text holding a letter is language; digits, punctuation and symbols alone are not. */
const isLanguage = (text: string) => /\p{L}/u.test(text);

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return null;
}

/**
 * Texts written in a component instead of read from the message catalogues: JSX text, and
 * string literals (also inside `{...}`, conditionals and templates) given to user-facing props.
 */
export function findHardCodedText(
  file: string,
  source: string,
  messageKeys: ReadonlySet<string>,
): HardCodedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim() });
  };
  const literalsIn = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== null) {
      // A catalogue key given to a prop typed MessageKey is translated by the component.
      if (isLanguage(text) && !messageKeys.has(text)) report(node, text);
      return;
    }
    // What a prop or a child shows: the literal itself or one picked by a condition. Calls
    // (t('key'), formatters), functions and nested elements are not shown as written.
    if (ts.isJsxExpression(node) && node.expression) literalsIn(node.expression);
    else if (ts.isParenthesizedExpression(node)) literalsIn(node.expression);
    else if (ts.isConditionalExpression(node)) {
      literalsIn(node.whenTrue);
      literalsIn(node.whenFalse);
    } else if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      // `a && 'x'` shows 'x'; `a || 'x'`, `a ?? 'x'` and `'x' + a` show either side; comparisons show neither.
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) literalsIn(node.right);
      else if (
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.PlusToken
      ) {
        literalsIn(node.left);
        literalsIn(node.right);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isLanguage(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && USER_FACING_PROPS.has(node.name.getText(sourceFile))) {
      literalsIn(node.initializer);
    }
    // Column, menu and option objects handed to components: `{ title: 'Nome' }`.
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      USER_FACING_PROPS.has(node.name.text)
    ) {
      literalsIn(node.initializer);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      literalsIn(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
