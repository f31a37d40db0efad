// The project's own lint rules: conventions that a reviewer would otherwise keep by habit.
// Each rule has its test beside it (scripts/lint/*.unit.spec.ts).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import ts from 'typescript';

/** Does this node (a statement list's item) call assertNever, directly or returned/thrown? */
function callsAssertNever(node) {
  if (!node) return false;
  switch (node.type) {
    case 'ExpressionStatement':
      return callsAssertNever(node.expression);
    case 'ReturnStatement':
    case 'ThrowStatement':
      return callsAssertNever(node.argument);
    case 'BlockStatement':
      return node.body.some(callsAssertNever);
    case 'CallExpression':
      return node.callee.type === 'Identifier' && node.callee.name === 'assertNever';
    default:
      return false;
  }
}

const exhaustiveSwitch = {
  meta: {
    type: 'problem',
    docs: { description: 'A switch over a union discriminant ends in `default: return assertNever(value)`.' },
    schema: [
      {
        type: 'object',
        properties: { discriminants: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      missing:
        'A switch over `.{{name}}` must end in `default: return assertNever(...)`, so that a case left out ' +
        'of a union (a new event, command or kind) does not compile.',
    },
  },
  create(context) {
    const names = new Set(context.options[0]?.discriminants ?? ['type', 'kind']);
    return {
      SwitchStatement(node) {
        const d = node.discriminant;
        if (d.type !== 'MemberExpression' || d.computed || d.property.type !== 'Identifier') return;
        if (!names.has(d.property.name)) return;
        const last = node.cases[node.cases.length - 1];
        if (last && last.test === null && last.consequent.some(callsAssertNever)) return;
        context.report({ node, messageId: 'missing', data: { name: d.property.name } });
      },
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TEST = /\.(?:unit|int|api|browser)\.spec$|\.test$/;

const fileNameRole = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case and end in a role suffix (`rename-class.handler.ts`).' },
    schema: [
      {
        type: 'object',
        properties: {
          roles: { type: 'array', items: { type: 'string' } },
          plain: { type: 'array', items: { type: 'string' } },
        },
        required: ['roles'],
        additionalProperties: false,
      },
    ],
    messages: {
      kebab: 'File name "{{file}}" is not kebab-case.',
      role: 'File name "{{file}}" has no role suffix: name it <what>.<role>.ts with a role among {{roles}}.',
    },
  },
  create(context) {
    const { roles, plain = ['index'] } = context.options[0];
    return {
      Program(node) {
        const file = basename(context.filename);
        const stem = file.replace(/\.[cm]?[jt]sx?$/, '').replace(TEST, '');
        if (plain.includes(stem)) return;
        const parts = stem.split('.');
        if (!parts.every((p) => KEBAB.test(p))) {
          context.report({ node, messageId: 'kebab', data: { file } });
          return;
        }
        if (parts.length < 2 || !roles.includes(parts[parts.length - 1])) {
          context.report({ node, messageId: 'role', data: { file, roles: roles.join(', ') } });
        }
      },
    };
  },
};

// Import cycles. eslint-plugin-import-x would be the library for it, but its resolver
// (unrs-resolver) has platform packages the registry we install from lacks, so `npm ci` fails:
// TypeScript's own module resolution (package exports with the `source` condition, `.js` to
// `.ts`) builds the graph instead, one parse per file per lint run.
const RESOLUTION = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['source'],
  jsx: ts.JsxEmit.Preserve,
  allowImportingTsExtensions: true,
  noEmit: true,
};
const SOURCE_FILE = /\.tsx?$/;

/** Specifiers a file imports at run time: type-only imports vanish at build time and cannot loop. */
function runtimeSpecifiers(file) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Per lint run: each file's resolved run-time imports (our own source files only). */
const edges = new Map();

function importsOf(file) {
  let targets = edges.get(file);
  if (targets) return targets;
  targets = [];
  edges.set(file, targets);
  let specifiers;
  try {
    specifiers = runtimeSpecifiers(file);
  } catch {
    return targets; // unreadable (deleted meanwhile): no edges
  }
  for (const specifier of specifiers) {
    const resolved = ts.resolveModuleName(specifier, file, RESOLUTION, ts.sys).resolvedModule;
    const target = resolved?.resolvedFileName;
    if (!target || target.includes('/node_modules/') || target.endsWith('.d.ts') || !SOURCE_FILE.test(target))
      continue;
    targets.push({ specifier, target });
  }
  return targets;
}

/** A path of files from `start` back to `file`, or null (depth-first, each file visited once). */
function pathBack(start, file) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [current, path] = stack.pop();
    if (current === file) return path;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const { target } of importsOf(current)) stack.push([target, [...path, target]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles (type-only imports excepted; dynamic imports count).' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}. Move what both need into a third file.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!SOURCE_FILE.test(file)) return {};
    return {
      Program(node) {
        edges.delete(file); // the text being linted may differ from a cached parse
        for (const { specifier, target } of importsOf(file)) {
          const path = pathBack(target, file);
          if (!path) continue;
          const names = [file, ...path].map((f) => basename(f)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { path: `${specifier}: ${names}` } });
          return;
        }
      },
    };
  },
};

export default {
  meta: { name: 'school' },
  rules: { 'exhaustive-switch': exhaustiveSwitch, 'file-name-role': fileNameRole, 'no-cycle': noCycle },
};
