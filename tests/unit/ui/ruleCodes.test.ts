import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No rule code (C5, M3…) in any text a player reads: every string and JSX text in the interface, the
 * stores and the engine (whose refusals the player reads) is searched. Codes stay where they are data:
 * an event's `rule`, a reference entry's `rulings`, a type, a comparison, an SVG path.
 */
const CODE = /\b[A-Z]\d\b/;
/** SVG path data ("M9 4L4 9…", several commands) is drawing, not words. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz\d.,\s-]{6,}$/;
const DATA_PROPERTIES = new Set(['rule', 'ruling', 'rulings', 'd', 'path']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function isData(node: ts.Node): boolean {
  // a list of bare codes is the rulings' id table, not a sentence
  if (ts.isArrayLiteralExpression(node.parent) && /^[A-Z]\d$/.test(node.getText().slice(1, -1))) return true;
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at)) return true;
    if (ts.isPropertyAssignment(at) && DATA_PROPERTIES.has(at.name.getText())) return true;
    if (ts.isJsxAttribute(at) && DATA_PROPERTIES.has(at.name.getText())) return true;
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken)
      return true;
    if (ts.isConditionalExpression(at) && at.whenTrue !== node && at.whenFalse !== node) return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
}

/** Each player-readable literal holding a rule code, as "file: text". */
function codesIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : null;
    if (text !== null && CODE.test(text) && !PATH_DATA.test(text) && !isData(node))
      found.push(`${path}: ${text.trim()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('rule codes stay out of player text', () => {
  it('no string the engine, the stores or the interface shows names a rule code', () => {
    const sources = ['src/engine', 'src/store', 'src/ui'].flatMap(files);
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.flatMap(codesIn)).toEqual([]);
  });

  it('the search finds a code where one is shown', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rule-codes-')), 'probe.tsx');
    writeFileSync(
      path,
      "const ids = ['M3', 'C5'];\nconst a = { rule: 'M3', text: 'must go on (M3)', list: ['see M3'] };\nexport const B = () => <p>cursed (C5)</p>;\n",
    );
    expect(codesIn(path).map((line) => line.split(': ')[1])).toEqual([
      'must go on (M3)',
      'see M3',
      'cursed (C5)',
    ]);
  });
});
