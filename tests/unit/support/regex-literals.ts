/**
 * Every regular expression the code writes down, found with the TypeScript compiler rather than a
 * hand-kept list, so a pattern added tomorrow is checked without anyone remembering to list it:
 * regex literals (`/…/g`) and `RegExp(…)` / `new RegExp(…)` calls. A `RegExp` built from anything
 * but literals is reported separately, because its pattern cannot be known here.
 */
import ts from 'typescript';
import { parsedCode } from './code-files.ts';

export interface FoundPattern {
  /** `path:line` of the pattern. */
  where: string;
  source: string;
  flags: string;
}

export interface Collected {
  patterns: FoundPattern[];
  /** `path:line: code` of RegExp calls whose pattern is computed at run time. */
  dynamic: string[];
}

/** The text of a string or untagged template literal without substitutions; undefined otherwise. */
const literalText = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** Collects the regular expressions of every code file under `roots` (paths relative to `base`). */
export const collectPatterns = (base: string, roots: string[]): Collected => {
  const patterns: FoundPattern[] = [];
  const dynamic: string[] = [];
  for (const { file, where } of parsedCode(base, roots)) {
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        patterns.push({ where: where(node), source: node.text.slice(1, end), flags: node.text.slice(end + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(file) === 'RegExp') {
        const [patternArgument, flagsArgument] = node.arguments ?? [];
        const source = literalText(patternArgument);
        const flags = flagsArgument === undefined ? '' : literalText(flagsArgument);
        if (source === undefined || flags === undefined) dynamic.push(`${where(node)}: ${node.getText(file)}`);
        else patterns.push({ where: where(node), source, flags });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { patterns, dynamic };
};
