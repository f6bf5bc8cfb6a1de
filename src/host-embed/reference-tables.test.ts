// @vitest-environment node
// The reference tables of docs/embed-api.md and of the package's README against the embed API's
// TypeScript declarations, read with the compiler (nothing of the code is run): a name added to
// the code without its row, or a row left behind by a name gone, fails with what to write where.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(repo + path, 'utf8');

const docsPath = 'docs/embed-api.md';
const readmePath = 'packages/embed/README.md';
const documents = [docsPath, readmePath] as const;

// Where each list of names is declared, as the failure messages name them.
const sources = {
  api: 'src/host-embed/embed-api.ts',
  handle: 'src/host-embed/player-handle.ts',
  options: 'src/host-embed/player-options.ts',
  settings: 'src/host-embed/protocol/embed-settings.ts',
  hostApi: 'src/host-embed/protocol/host-api.ts',
  episode: 'src/host-embed/protocol/player-episode.ts',
  eventProps: 'src/host-embed/react/event-props.ts',
  errors: 'src/lib/player-error.ts',
  hostCalls: 'src/session/host-calls.ts',
  sessionHostApi: 'src/session/host-api.ts',
} as const;

// The files whose messages reach a host as a refusal (a rejected call) or a throw of create.
const refusalSources = [sources.api, sources.handle, sources.hostCalls, sources.sessionHostApi];

// ---------------------------------------------------------------------------------------------
// The Markdown side: each `### Heading`'s first table, its rows' cells, the code spans in them.

interface Table {
  /** The table's lines as written, to compare a copy with its original. */
  text: string;
  header: string[];
  rows: string[][];
}

/** Each `###` heading's body (fenced code blocks included, never read as headings). */
function sections(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  let heading: string | undefined;
  let body: string[] = [];
  let fenced = false;
  const close = () => {
    if (heading !== undefined) found.set(heading, body.join('\n'));
  };
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const title = fenced ? undefined : /^(#{1,6}) (.*)$/.exec(line);
    if (title) {
      close();
      heading = title[1] === '###' ? (title[2] ?? '').trim() : undefined;
      body = [];
    } else {
      body.push(line);
    }
  }
  close();
  return found;
}

/** A table row's cells: split on the pipes that are not escaped (`\|` inside a cell stays). */
function cellsOf(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** The first table of a section. */
function firstTable(body: string): Table | undefined {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith('|'));
  if (start < 0) return undefined;
  let end = start;
  while (end < lines.length && lines[end]?.trim().startsWith('|')) end++;
  const tableLines = lines.slice(start, end);
  const [headerLine = '', , ...rowLines] = tableLines;
  return { text: tableLines.join('\n'), header: cellsOf(headerLine), rows: rowLines.map(cellsOf) };
}

/** A cell's code spans, with their escaped pipes read as pipes. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\\\|/g, '|'));
}

/** The name a row documents: its first cell's first code span, up to a parenthesis. */
function rowName(row: string[]): { name: string; parameters: string[] | undefined } {
  const [span = ''] = codeSpans(row[0] ?? '');
  const call = /^([\w$]+)\((.*)\)$/.exec(span);
  if (!call) return { name: span, parameters: undefined };
  const parameters = (call[2] ?? '')
    .split(',')
    .map((parameter) => parameter.trim())
    .filter(Boolean);
  return { name: call[1] ?? '', parameters };
}

class Markdown {
  readonly sections: Map<string, string>;
  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    this.sections = sections(text);
  }

  table(heading: string): Table {
    const body = this.sections.get(heading);
    const table = body === undefined ? undefined : firstTable(body);
    if (!table) throw new Error(`${this.path} has no table under "### ${heading}"`);
    return table;
  }

  /** The column whose header is `header`, as its index. */
  column(heading: string, header: string): number {
    const index = this.table(heading).header.indexOf(header);
    if (index < 0) {
      throw new Error(`${this.path}'s "${heading}" table has no column "${header}"`);
    }
    return index;
  }

  /** The rows by the name each documents (its first cell's first code span). */
  names(heading: string): string[] {
    return this.table(heading).rows.map((row) => rowName(row).name);
  }

  /** The first fenced JSON block of a section, parsed. */
  json(heading: string): unknown {
    const body = this.sections.get(heading) ?? '';
    const block = /```json\n([\s\S]*?)\n```/.exec(body)?.[1];
    if (block === undefined)
      throw new Error(`${this.path} has no JSON block under "### ${heading}"`);
    return JSON.parse(block) as unknown;
  }
}

/**
 * What is missing from a table and what it has too many of, each said with the file, the table
 * and where the name is declared; an empty list when they agree.
 */
function compareNames(
  where: string,
  documented: readonly string[],
  declared: readonly string[],
  declaredIn: string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const name of documented) {
    if (seen.has(name)) problems.push(`${where}: \`${name}\` has two rows`);
    seen.add(name);
    if (!declared.includes(name)) {
      problems.push(`${where}: \`${name}\` has a row, but ${declaredIn} declares no such name`);
    }
  }
  for (const name of declared) {
    if (!seen.has(name)) {
      problems.push(`${where}: \`${name}\` (declared in ${declaredIn}) has no row: add one`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The TypeScript side: one program over the embed API and the player page's answering code.

let program: ts.Program;
let checker: ts.TypeChecker;

function sourceFile(path: string): ts.SourceFile {
  const file = program.getSourceFile(repo + path);
  if (!file) throw new Error(`${path} is not in the program`);
  return file;
}

/** An exported symbol of a module, followed through its re-exports. */
function exported(path: string, name: string): ts.Symbol {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile(path));
  const symbol =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
  if (!symbol) throw new Error(`${path} exports no ${name}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function declaredType(path: string, name: string): ts.Type {
  return checker.getDeclaredTypeOfSymbol(exported(path, name));
}

function propertyNames(type: ts.Type): string[] {
  return checker.getPropertiesOfType(type).map((property) => property.name);
}

function propertyType(type: ts.Type, name: string): ts.Type {
  const property = checker.getPropertyOfType(type, name);
  if (!property) throw new Error(`no property ${name} in ${checker.typeToString(type)}`);
  return checker.getTypeOfSymbol(property);
}

/** A type's members as written in the tables: `'a' | 'b'`, `number | string`, `boolean`. */
function unionMembers(type: ts.Type): string[] {
  const defined = checker.getNonNullableType(type);
  if (!defined.isUnion() || defined.flags & ts.TypeFlags.Boolean) {
    return [checker.typeToString(defined)];
  }
  const members = defined.types.map((member) =>
    member.isStringLiteral() ? `'${member.value}'` : checker.typeToString(member),
  );
  // boolean is the union true | false: a union that holds both says boolean.
  const withoutFlags = members.filter((member) => member !== 'true' && member !== 'false');
  return withoutFlags.length === members.length - 2 ? [...withoutFlags, 'boolean'] : members;
}

/** The string literals of a union of them (undefined left out). */
function stringLiterals(type: ts.Type, what: string): string[] {
  const defined = checker.getNonNullableType(type);
  const members = defined.isUnion() ? defined.types : [defined];
  return members.map((member) => {
    if (!member.isStringLiteral()) {
      throw new Error(`${what} is no union of string literals: ${checker.typeToString(type)}`);
    }
    return member.value;
  });
}

/** The parameters' names of a function-valued symbol, rest tuples' labels included. */
function parameterNames(symbol: ts.Symbol): string[] | undefined {
  const [signature] = checker.getTypeOfSymbol(symbol).getCallSignatures();
  if (!signature) return undefined;
  return signature.parameters.flatMap((parameter) => {
    const declaration = parameter.valueDeclaration;
    if (declaration && ts.isParameter(declaration) && declaration.dotDotDotToken) {
      // (...args: Parameters<HostMethods[K]>): the tuple's labels are the method's names.
      const tuple = checker.typeToString(checker.getTypeOfSymbol(parameter));
      return [...tuple.matchAll(/(?:^\[|, )([\w$]+)\??:/g)].map((match) => match[1] ?? '');
    }
    return [parameter.name];
  });
}

/** Every node under root (root too) that passes the test, in order. */
function nodesOf<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

function variableInitializer(path: string, name: string): ts.Expression {
  const declaration = nodesOf(sourceFile(path), ts.isVariableDeclaration).find(
    (node) => node.name.getText() === name,
  );
  if (!declaration?.initializer) throw new Error(`${path} has no ${name} = …`);
  let expression: ts.Expression = declaration.initializer;
  while (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
    expression = expression.expression;
  }
  return expression;
}

function stringValue(expression: ts.Expression): string | undefined {
  const type = checker.getTypeAtLocation(expression);
  return type.isStringLiteral() ? type.value : undefined;
}

/** A message as the tables write it: the literal text, `…` for each part filled in at run time. */
function messagePattern(expression: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(expression)) return messagePattern(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...messagePattern(expression.whenTrue), ...messagePattern(expression.whenFalse)];
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      expression.head.text +
        expression.templateSpans.map((span) => `…${span.literal.text}`).join(''),
    ];
  }
  // A literal, or a constant of one (fullscreenRefusedMessage); a variable that only passes
  // another message on (`refused`, `answer.error`) adds none.
  const value = stringValue(expression);
  return value === undefined ? [] : [value];
}

interface Refusal {
  pattern: string;
  at: string;
}

/**
 * Every message a host can be refused with or thrown: those of `new Error(…)` and
 * `new HostCallRefusal(…)`, of `refuseAll(…)`, and those given to `cannotStart` or `reason`.
 */
function refusalsInCode(): Refusal[] {
  return refusalSources.flatMap((path) => {
    const file = sourceFile(path);
    const messages: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isNewExpression(node) &&
        ['Error', 'HostCallRefusal'].includes(node.expression.getText(file)) &&
        node.arguments?.[0]
      ) {
        messages.push(node.arguments[0]);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.getText(file) === 'refuseAll' &&
        node.arguments[0]
      ) {
        messages.push(node.arguments[0]);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        node.left.getText(file) === 'cannotStart'
      ) {
        messages.push(node.right);
      } else if (
        ts.isVariableDeclaration(node) &&
        node.name.getText(file) === 'reason' &&
        node.initializer
      ) {
        messages.push(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return messages.flatMap((message) => {
      const { line } = file.getLineAndCharacterOfPosition(message.getStart(file));
      return messagePattern(message).map((pattern) => ({ pattern, at: `${path}:${line + 1}` }));
    });
  });
}

/** Whether a table's message (its `…` a placeholder) is one the code's pattern makes. */
function matches(pattern: string, documented: string): boolean {
  const parts = pattern.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 's').test(documented);
}

/** The names an object literal gives its properties, spreads left out. */
function objectKeys(expression: ts.Expression): string[] {
  if (!ts.isObjectLiteralExpression(expression)) throw new Error('not an object literal');
  return expression.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)
      ? [property.name.getText()]
      : [],
  );
}

/**
 * The options a declarative embed reads from its data attributes: the query's
 * (optionsFromDataset), the embed settings (pickEmbedSettings' list) and embedAll's own.
 */
function optionsReadFromDataset(): string[] {
  const returned = nodesOf(sourceFile(sources.options), ts.isFunctionDeclaration)
    .find((node) => node.name?.text === 'optionsFromDataset')
    ?.body?.statements.find(ts.isReturnStatement)?.expression;
  if (!returned) throw new Error(`${sources.options}: no optionsFromDataset returning an object`);
  const settingNames = variableInitializer(sources.settings, 'settingNames');
  if (!ts.isArrayLiteralExpression(settingNames)) {
    throw new Error(`${sources.settings}: settingNames is not an array`);
  }
  const embedAll = nodesOf(sourceFile(sources.api), ts.isFunctionDeclaration).find(
    (node) => node.name?.text === 'embedAll',
  );
  const created = nodesOf(embedAll ?? sourceFile(sources.api), ts.isCallExpression).find(
    (call) => call.expression.getText() === 'create',
  )?.arguments[1];
  if (!created) throw new Error(`${sources.api}: embedAll calls no create(element, {…})`);
  return [
    ...objectKeys(returned),
    ...settingNames.elements.flatMap((element) => stringValue(element) ?? []),
    ...objectKeys(created),
  ];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// ---------------------------------------------------------------------------------------------
// An example payload against its type: each object's fields, a literal union's values.

function payloadProblems(type: ts.Type, value: unknown, path: string): string[] {
  if (value === null) {
    const nullable =
      checker.getNonNullableType(type) !== type || type.flags & ts.TypeFlags.Undefined;
    return nullable ? [] : [`${path} is null, but its type is ${checker.typeToString(type)}`];
  }
  const defined = checker.getNonNullableType(type);
  if (
    typeof value === 'string' &&
    defined.isUnion() &&
    defined.types.every((t) => t.isStringLiteral())
  ) {
    const allowed = stringLiterals(defined, path);
    return allowed.includes(value)
      ? []
      : [`${path} is "${value}", not one of ${allowed.join(', ')}`];
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    const objectType = defined.isUnion()
      ? defined.types.find((member) => member.flags & ts.TypeFlags.Object)
      : defined;
    if (!objectType) return [`${path} is an object, but its type is ${checker.typeToString(type)}`];
    const fields = value as Record<string, unknown>;
    const problems: string[] = [];
    for (const property of checker.getPropertiesOfType(objectType)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      if (!(property.name in fields)) {
        if (!optional) problems.push(`${path} lacks the field ${property.name}`);
        continue;
      }
      problems.push(
        ...payloadProblems(
          checker.getTypeOfSymbol(property),
          fields[property.name],
          `${path}.${property.name}`,
        ),
      );
    }
    for (const field of Object.keys(fields)) {
      if (!checker.getPropertyOfType(objectType, field)) {
        problems.push(`${path}.${field} is no field of ${checker.typeToString(objectType)}`);
      }
    }
    return problems;
  }
  const expected =
    defined.flags & ts.TypeFlags.NumberLike
      ? 'number'
      : defined.flags & ts.TypeFlags.StringLike
        ? 'string'
        : defined.flags & ts.TypeFlags.BooleanLike
          ? 'boolean'
          : undefined;
  return expected === undefined || typeof value === expected
    ? []
    : [`${path} is a ${typeof value}, but its type is ${checker.typeToString(type)}`];
}

// ---------------------------------------------------------------------------------------------

const markdown = documents.map((path) => new Markdown(path, read(path)));

beforeAll(() => {
  const config = ts.readConfigFile(`${repo}src/tsconfig.json`, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, `${repo}src`);
  program = ts.createProgram(
    Object.values(sources).map((path) => repo + path),
    { ...options, noEmit: true, types: [] },
  );
  checker = program.getTypeChecker();
}, 30_000);

describe.each(markdown)('the reference tables of $path', (doc) => {
  const where = (heading: string) => `${doc.path}, table "${heading}"`;

  it('list every function of the embed API, with its parameters', () => {
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile(sources.api));
    const functions = checker
      .getExportsOfModule(moduleSymbol as ts.Symbol)
      .filter((symbol) => symbol.flags & ts.SymbolFlags.Function);
    const heading = 'Functions';
    const problems = compareNames(
      where(heading),
      doc.names(heading),
      functions.map((symbol) => symbol.name),
      sources.api,
    );
    for (const row of doc.table(heading).rows) {
      const { name, parameters } = rowName(row);
      const symbol = functions.find((candidate) => candidate.name === name);
      const declared = symbol && parameterNames(symbol);
      if (declared && parameters?.join(', ') !== declared.join(', ')) {
        problems.push(`${where(heading)}: write \`${name}(${declared.join(', ')})\``);
      }
    }
    expect(problems).toEqual([]);
  });

  it('list every option of create, with its type and its data- attribute', () => {
    const heading = 'Options';
    const options = declaredType(sources.handle, 'CreateOptions');
    const problems = compareNames(
      where(heading),
      doc.names(heading),
      propertyNames(options),
      `${sources.handle} (CreateOptions: PlayerOptions, EmbedSettingsOptions, FacadeContent and its own)`,
    );
    const typeColumn = doc.column(heading, 'type');
    const dataColumn = doc.column(heading, '`data-` attribute');
    const readFromDataset = optionsReadFromDataset();
    for (const row of doc.table(heading).rows) {
      const { name } = rowName(row);
      if (!checker.getPropertyOfType(options, name)) continue;
      const declared = unionMembers(propertyType(options, name)).sort();
      const [written = ''] = codeSpans(row[typeColumn] ?? '');
      const documented = written
        .split('|')
        .map((member) => member.trim())
        .sort();
      if (documented.join(' | ') !== declared.join(' | ')) {
        problems.push(
          `${where(heading)}: \`${name}\` is of type \`${declared.join(' | ')}\`, not \`${written}\``,
        );
      }
      const [attribute] = codeSpans(row[dataColumn] ?? '');
      if (attribute !== `data-${kebab(name)}`) {
        problems.push(`${where(heading)}: \`${name}\`'s attribute is \`data-${kebab(name)}\``);
      }
      if (!readFromDataset.includes(name)) {
        problems.push(
          `${where(heading)}: \`${name}\` is not read from a declarative embed's attributes ` +
            `(optionsFromDataset, settingNames or embedAll in src/host-embed/)`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('list every member of the handle, with its parameters', () => {
    const heading = 'Methods';
    const handle = declaredType(sources.handle, 'PlayerHandle');
    const problems = compareNames(
      where(heading),
      doc.names(heading),
      propertyNames(handle),
      `${sources.handle} (PlayerHandle, its methods from HostMethods in ${sources.hostApi})`,
    );
    for (const row of doc.table(heading).rows) {
      const { name, parameters } = rowName(row);
      const property = checker.getPropertyOfType(handle, name);
      if (!property) continue;
      const declared = parameterNames(property);
      if (declared === undefined) {
        if (parameters !== undefined) problems.push(`${where(heading)}: \`${name}\` is no method`);
      } else if (parameters?.join(', ') !== declared.join(', ')) {
        problems.push(`${where(heading)}: write \`${name}(${declared.join(', ')})\``);
      }
    }
    expect(problems).toEqual([]);
  });

  it('list every event, with its React prop and an example payload of its type', () => {
    const heading = 'Events';
    const events = declaredType(`src/host-embed/protocol/player-messages.ts`, 'PlayerEvents');
    const names = propertyNames(events);
    const problems = compareNames(
      where(heading),
      doc.names(heading),
      names,
      'src/host-embed/protocol/player-messages.ts (PlayerEvents)',
    );
    const props = variableInitializer(sources.eventProps, 'eventPropNames');
    if (!ts.isObjectLiteralExpression(props)) throw new Error('eventPropNames: no object literal');
    const propOf = new Map(
      props.properties
        .filter(ts.isPropertyAssignment)
        .map((property) => [property.name.getText(), stringValue(property.initializer)]),
    );
    const propColumn = doc.column(heading, 'React prop');
    for (const row of doc.table(heading).rows) {
      const { name } = rowName(row);
      const [prop] = codeSpans(row[propColumn] ?? '');
      if (names.includes(name) && prop !== propOf.get(name)) {
        problems.push(`${where(heading)}: \`${name}\`'s React prop is \`${propOf.get(name)}\``);
      }
    }
    const examples = doc.json('Example payloads') as Record<string, unknown>;
    problems.push(
      ...compareNames(
        `${doc.path}, "Example payloads"`,
        Object.keys(examples),
        names,
        'src/host-embed/protocol/player-messages.ts (PlayerEvents)',
      ),
    );
    for (const name of names.filter((event) => event in examples)) {
      problems.push(
        ...payloadProblems(propertyType(events, name), examples[name], name).map(
          (problem) => `${doc.path}, "Example payloads": ${problem}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  it('list every field of the episode', () => {
    const heading = 'The episode';
    const problems = compareNames(
      where(heading),
      doc.names(heading),
      propertyNames(declaredType(sources.episode, 'PlayerEpisode')),
      `${sources.episode} (PlayerEpisode)`,
    );
    expect(problems).toEqual([]);
  });

  it('list every field of the error event, every error kind and every DRM failure', () => {
    const errorInfo = declaredType(sources.hostApi, 'PlayerErrorInfo');
    const kinds = stringLiterals(
      declaredType(sources.errors, 'PlayerErrorKind'),
      'PlayerErrorKind',
    );
    const failures = stringLiterals(propertyType(errorInfo, 'failure'), 'PlayerErrorInfo.failure');
    const drmFailures = stringLiterals(declaredType(sources.errors, 'DrmFailure'), 'DrmFailure');
    const problems = [
      ...compareNames(
        where('The error event'),
        doc.names('The error event'),
        propertyNames(errorInfo),
        `${sources.hostApi} (PlayerErrorInfo)`,
      ),
      ...compareNames(
        where('Error kinds'),
        doc.names('Error kinds'),
        kinds,
        `${sources.errors} (PlayerErrorKind)`,
      ),
      ...compareNames(
        where('DRM failures'),
        doc.names('DRM failures'),
        failures,
        `${sources.hostApi} (PlayerErrorInfo's failure)`,
      ),
    ];
    if ([...failures].sort().join() !== [...drmFailures].sort().join()) {
      problems.push(
        `PlayerErrorInfo's failure (${sources.hostApi}) and DrmFailure (${sources.errors}) differ`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('list every message a call is refused with, or create throws', () => {
    const heading = 'Refusals';
    const inCode = refusalsInCode();
    expect(inCode.length).toBeGreaterThan(0);
    const documented = doc.names(heading);
    const problems = [
      ...inCode
        .filter(({ pattern }) => !documented.some((message) => matches(pattern, message)))
        .map(({ pattern, at }) => `${where(heading)}: \`${pattern}\` (${at}) has no row`),
      ...documented
        .filter((message) => !inCode.some(({ pattern }) => matches(pattern, message)))
        .map((message) => `${where(heading)}: \`${message}\` is said by nothing in the code`),
    ];
    expect(problems).toEqual([]);
  });

  it('state the frame’s allow list once, as the code sets it', () => {
    const allow = stringValue(variableInitializer(sources.handle, 'frameAllow'));
    expect(allow).toBeDefined();
    const stated = doc.text.split(`\`${allow}\``).length - 1;
    expect(stated, `${doc.path} states \`${allow}\` ${stated} times, not once`).toBe(1);
  });
});

describe('the package README', () => {
  const [docs, readme] = markdown as [Markdown, Markdown];

  it('has the same reference tables as docs/embed-api.md', () => {
    const headings = [
      'Functions',
      'Options',
      'Methods',
      'Events',
      'The episode',
      'The error event',
      'Error kinds',
      'DRM failures',
      'Refusals',
    ];
    const differing = headings.filter(
      (heading) => docs.table(heading).text !== readme.table(heading).text,
    );
    expect(differing, `copy these tables from ${docsPath} to ${readmePath}`).toEqual([]);
    expect(readme.json('Example payloads')).toEqual(docs.json('Example payloads'));
  });

  it('stands alone: no relative link, dead on a registry page or in node_modules', () => {
    const links = [...readme.text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.filter((link) => !/^(https?:|#)/.test(link))).toEqual([]);
  });
});

describe(docsPath, () => {
  it('gives no byte sizes: they live in docs/performance.md', () => {
    expect(markdown[0]?.text.match(/\d\s?(k?B|KiB)\b.*/g) ?? []).toEqual([]);
  });
});
