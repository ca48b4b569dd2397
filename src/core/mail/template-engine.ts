import Handlebars from 'handlebars';

/**
 * Email content as Handlebars: a subject (a header, never HTML-escaped) and an HTML body (every value escaped).
 * One isolated Handlebars instance per engine, never the global one, so nothing registered elsewhere leaks in.
 *
 * Content may use the dynamic fields its template type offers (`{{FirstName}}`), `#if`/`#unless`/`else` over those
 * fields, and `{{tag:Key}}` placeholders: the payout instruction's tag `Key`, exact-case, or the literal text `tag:Key`
 * when the instruction has no such tag. `check` says what content breaks those rules; `render` renders it.
 */
export interface TemplateContent {
  subject: string;
  htmlBody: string;
}

export type ContentMember = keyof TemplateContent;

/** Problems of content by member (`subject`, `htmlBody`); a member without problems is absent. */
export type ContentProblems = Partial<Record<ContentMember, string[]>>;

export interface RenderedEmail {
  subject: string;
  html: string;
}

export interface CheckOptions {
  /**
   * The built-in defaults may use the partials registered on the engine (their layout); organizations' own
   * templates may not.
   */
  allowPartials?: boolean;
  /** The fields messages suggest, when not every allowed name should be advertised (aliases); all allowed by default. */
  suggestedFields?: readonly string[];
}

/** The internal helper a `{{tag:Key}}` placeholder becomes; its one argument is the key as a string literal. */
export const TAG_HELPER = '__tag';
/** The render-time data member holding the tag values. */
const TAGS_DATA = '__tags';
/** A tag placeholder that cannot resolve renders this text. */
export const missingTagText = (key: string): string => `tag:${key}`;

/** Tag keys are at most 64 characters, without , " < > { } & (docs/api-conventions.md, Tags). */
const TAG_KEY_MAX = 64;
const FORBIDDEN_IN_TAG_KEY = /[,"<>{}&]/;

export const DEFAULT_CACHE_SIZE = 1_000;

/**
 * `{{tag:Key}}`, `{{ tag:Key }}`, `{{{tag:Key}}}` (and `~` whitespace control) → `{{__tag "Key"}}`. Keys never contain
 * `"`, `{` or `}`, so the key is a plain string literal; a line break ends the match, so line numbers stay put.
 */
const TAG_PLACEHOLDER = /\{\{(~?)(\{?)\s*tag:([^"{}\r\n]*?)\s*(\}?)(~?)\}\}/g;

export function rewriteTagPlaceholders(source: string): string {
  return source.replace(TAG_PLACEHOLDER, (whole, openStrip: string, openBrace: string, key: string, closeBrace: string, closeStrip: string) => {
    if (openBrace.length !== closeBrace.length) return whole; // `{{{tag:x}}` is malformed: leave it for the parser to report
    const trimmed = key.trim();
    // A literal ending in a backslash would escape its closing quote; the helper trims the padding away again.
    const literal = trimmed.endsWith('\\') ? `${trimmed} ` : trimmed;
    return `{{${openStrip}${TAG_HELPER} "${literal}"${closeStrip}}}`;
  });
}

type Node = hbs.AST.Node;
type Program = hbs.AST.Program;

const where = (node: Node): string => (node.loc ? `Line ${node.loc.start.line}, column ${node.loc.start.column + 1}` : 'Somewhere');

function describeAllowed(allowed: readonly string[]): string {
  const fields = allowed.length ? allowed.map((name) => `{{${name}}}`).join(', ') : 'no fields';
  return `This template type offers ${fields}, and {{tag:Key}} placeholders for the payout instruction's tags.`;
}

/** Walks the AST of one member and collects every construct the rules do not allow. */
class ContentChecker {
  readonly problems: string[] = [];

  constructor(
    private readonly allowed: ReadonlySet<string>,
    private readonly allowedList: readonly string[],
    private readonly allowPartials: boolean,
  ) {}

  program(program: Program | undefined): void {
    if (!program) return;
    if (program.blockParams?.length) this.problems.push(`${where(program)}: block parameters (as |…|) are not allowed.`);
    for (const statement of program.body) this.statement(statement);
  }

  private statement(node: Node): void {
    switch (node.type) {
      case 'ContentStatement':
      case 'CommentStatement':
        return;
      case 'MustacheStatement':
        return this.mustache(node as hbs.AST.MustacheStatement);
      case 'BlockStatement':
        return this.block(node as hbs.AST.BlockStatement);
      case 'PartialStatement':
      case 'PartialBlockStatement': {
        if (!this.allowPartials) {
          this.problems.push(`${where(node)}: partials ({{> name}}) are not allowed; write the whole content in the template.`);
          return;
        }
        const partial = node as hbs.AST.PartialBlockStatement;
        this.program(partial.program);
        return;
      }
      case 'Decorator':
      case 'DecoratorBlock':
        this.problems.push(`${where(node)}: decorators ({{* …}}) are not allowed.`);
        return;
      default:
        this.problems.push(`${where(node)}: ${node.type} is not allowed.`);
    }
  }

  private mustache(node: hbs.AST.MustacheStatement): void {
    const path = node.path as hbs.AST.PathExpression | hbs.AST.Literal;
    if (path.type === 'PathExpression' && (path as hbs.AST.PathExpression).original === TAG_HELPER) return this.tag(node);
    if (node.params.length || node.hash?.pairs?.length) {
      this.problems.push(`${where(node)}: {{${this.name(path)} …}} calls a helper; only plain fields, {{tag:Key}}, #if, #unless and else are allowed.`);
      return;
    }
    const field = this.field(path);
    if (field === undefined) return;
    if (!node.escaped) {
      this.problems.push(`${where(node)}: {{{${field}}}} would output ${field} without HTML escaping, which is not allowed; write {{${field}}}.`);
    }
  }

  private tag(node: hbs.AST.MustacheStatement): void {
    const [argument] = node.params;
    if (node.params.length !== 1 || argument.type !== 'StringLiteral' || node.hash?.pairs?.length) {
      this.problems.push(`${where(node)}: ${TAG_HELPER} is internal; write {{tag:Key}}.`);
      return;
    }
    if (!node.escaped) {
      this.problems.push(`${where(node)}: {{${TAG_HELPER} …}} must not be triple-stashed.`);
      return;
    }
    const key = (argument as hbs.AST.StringLiteral).value.trim();
    if (!key) this.problems.push(`${where(node)}: {{tag:}} names no tag; write {{tag:Key}} with the tag's key.`);
    else if ([...key].length > TAG_KEY_MAX) this.problems.push(`${where(node)}: {{tag:${key}}} can never match: tag keys are at most ${TAG_KEY_MAX} characters.`);
    else if (FORBIDDEN_IN_TAG_KEY.test(key)) this.problems.push(`${where(node)}: {{tag:${key}}} can never match: tag keys contain none of , " < > { } &.`);
  }

  private block(node: hbs.AST.BlockStatement): void {
    const name = this.name(node.path);
    if (name !== 'if' && name !== 'unless') {
      this.problems.push(`${where(node)}: the block {{#${name}}} is not allowed; only #if, #unless and else over the template's fields are.`);
    } else if (node.params.length !== 1 || node.hash?.pairs?.length) {
      this.problems.push(`${where(node)}: {{#${name}}} takes exactly one field, as in {{#${name} ${this.allowedList[0] ?? 'FirstName'}}}.`);
    } else {
      const [condition] = node.params;
      if (condition.type === 'SubExpression') this.problems.push(`${where(node)}: subexpressions ((helper …)) are not allowed; {{#${name}}} takes one field.`);
      else this.field(condition as hbs.AST.PathExpression | hbs.AST.Literal);
    }
    this.program(node.program);
    this.program(node.inverse);
  }

  /** A plain allowed field name, or undefined after recording why it is not one. */
  private field(path: hbs.AST.PathExpression | hbs.AST.Literal): string | undefined {
    if (path.type !== 'PathExpression') {
      this.problems.push(`${where(path)}: {{${this.name(path)}}} is a literal, not a field; only the template's fields can be output.`);
      return undefined;
    }
    const expression = path as hbs.AST.PathExpression;
    if (expression.data) {
      this.problems.push(`${where(path)}: {{${expression.original}}} is a data variable (@…), which is not allowed. ${describeAllowed(this.allowedList)}`);
      return undefined;
    }
    if (expression.depth > 0 || expression.original.includes('../')) {
      this.problems.push(`${where(path)}: {{${expression.original}}} refers to a parent context (../), which is not allowed.`);
      return undefined;
    }
    if (expression.parts.length !== 1 || !this.allowed.has(expression.parts[0])) {
      this.problems.push(`${where(path)}: {{${expression.original}}} is not a field of this template type. ${describeAllowed(this.allowedList)}`);
      return undefined;
    }
    return expression.parts[0];
  }

  private name(path: hbs.AST.PathExpression | hbs.AST.Literal | hbs.AST.Expression): string {
    const node = path as { original?: unknown; value?: unknown };
    return String(node.original ?? node.value ?? path.type);
  }
}

/** The parser's token names, as a person writing a template would say them. */
const TOKEN_WORDS: Record<string, string> = {
  CLOSE: '}}',
  CLOSE_UNESCAPED: '}}}',
  CLOSE_RAW_BLOCK: '}}}}',
  ID: 'a field name',
  STRING: 'a quoted string',
  OPEN: '{{',
  OPEN_BLOCK: '{{#',
  OPEN_ENDBLOCK: '{{/',
  OPEN_INVERSE: '{{^',
  INVERSE: '{{else}}',
  OPEN_SEXPR: '(',
  CLOSE_SEXPR: ')',
  EQUALS: '=',
  SEP: 'a . or /',
  EOF: 'the end of the content',
  INVALID: 'a character that cannot appear there',
};
const tokenWords = (token: string): string => TOKEN_WORDS[token] ?? token.toLowerCase().replace(/_/g, ' ');

/** Handlebars' parse errors span several lines (snippet, caret, expected tokens); one readable sentence is kept. */
export function describeCompileError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const parse = /^Parse error on line (\d+):\n(.*)\n-*\^\nExpecting (.*), got '([^']+)'$/s.exec(message);
  if (parse) {
    const [, line, snippet, expected, got] = parse;
    const wanted = [...expected.matchAll(/'([^']+)'/g)].map((m) => m[1]).filter((t) => TOKEN_WORDS[t]);
    const expectation = wanted.length ? `; expected ${[...new Set(wanted.map(tokenWords))].slice(0, 4).join(' or ')}` : '';
    return `Line ${line}: the content is not valid Handlebars near "${snippet.trim()}": found ${tokenWords(got)}${expectation}.`;
  }
  const located = /^(.*) - (\d+):(\d+)$/s.exec(message);
  if (located) {
    const [, what, line, column] = located;
    const hint = /doesn't match/.test(what) ? ' (each {{#block}} must be closed by its own {{/block}})' : '';
    return `Line ${line}, column ${Number(column) + 1}: ${what.replace(/\s*\n\s*/g, ' ')}${hint}.`;
  }
  return `The content is not valid Handlebars: ${message.replace(/\s*\n\s*/g, ' ')}`;
}

interface Compiled {
  subject: HandlebarsTemplateDelegate;
  html: HandlebarsTemplateDelegate;
}

export class TemplateEngine {
  /** This engine's own Handlebars: its helpers and partials are nobody else's. */
  readonly handlebars: typeof Handlebars = Handlebars.create();
  private readonly cache = new Map<string, Compiled>();
  private readonly cacheSize: number;

  constructor(options: { cacheSize?: number } = {}) {
    this.cacheSize = Math.max(1, options.cacheSize ?? DEFAULT_CACHE_SIZE);
    this.handlebars.registerHelper(TAG_HELPER, function (this: unknown, key: unknown, options: Handlebars.HelperOptions) {
      const name = String(key).trim();
      const tags = (options.data as Record<string, unknown> | undefined)?.[TAGS_DATA] as Record<string, unknown> | undefined;
      const value = tags && Object.hasOwn(tags, name) ? tags[name] : undefined;
      return typeof value === 'string' ? value : missingTagText(name);
    });
  }

  /** Partials for the built-in defaults (their layout); organizations' content may not use them (see `check`). */
  registerPartial(name: string, source: string): void {
    this.handlebars.registerPartial(name, rewriteTagPlaceholders(source));
  }

  /**
   * What is wrong with content, per member: compile errors (with the line), placeholders that are neither an allowed
   * field nor `tag:Key`, triple-stash output, partials (unless allowed), helpers and blocks other than `#if`/`#unless`/
   * `else` over allowed fields (no each, with, lookup, log, @data, ../, subexpressions). Empty when the content is fine.
   */
  check(content: TemplateContent, allowedFields: readonly string[], options: CheckOptions = {}): ContentProblems {
    const allowed = new Set(allowedFields);
    const problems: ContentProblems = {};
    for (const member of ['subject', 'htmlBody'] as const) {
      const found = this.checkMember(content[member], allowed, options.suggestedFields ?? allowedFields, options.allowPartials ?? false);
      if (found.length) problems[member] = found;
    }
    return problems;
  }

  private checkMember(source: string, allowed: ReadonlySet<string>, allowedList: readonly string[], allowPartials: boolean): string[] {
    let program: Program;
    try {
      program = this.handlebars.parse(rewriteTagPlaceholders(source));
    } catch (error) {
      return [describeCompileError(error)];
    }
    const checker = new ContentChecker(allowed, allowedList, allowPartials);
    checker.program(program);
    return checker.problems;
  }

  /**
   * Renders content: fields HTML-escaped in the body, tags exact-case (missing ones as `tag:Key`, escaped too), the
   * subject unescaped with line breaks collapsed to spaces. Compiled content is kept under `key` (for example
   * `default:InitiateEmail` or `<templateId>:<version>`, which must change whenever the content does), the oldest
   * dropped beyond the cache size; a null key compiles without caching (a one-off preview).
   */
  render(key: string | null, content: TemplateContent, fields: Readonly<Record<string, string>>, tags: Readonly<Record<string, string>>): RenderedEmail {
    const compiled = this.compiled(key, content);
    const context: Record<string, string> = Object.fromEntries(Object.entries(fields));
    const data = { [TAGS_DATA]: tags };
    return {
      subject: collapseLineBreaks(compiled.subject(context, { data })),
      html: compiled.html(context, { data }),
    };
  }

  /** How many compiled contents are cached. */
  get cachedCount(): number {
    return this.cache.size;
  }

  private compiled(key: string | null, content: TemplateContent): Compiled {
    const cached = key === null ? undefined : this.cache.get(key);
    if (cached) return cached;
    const options = { knownHelpers: { [TAG_HELPER]: true }, knownHelpersOnly: true, strict: false };
    const compiled: Compiled = {
      subject: this.handlebars.compile(rewriteTagPlaceholders(content.subject), { ...options, noEscape: true }),
      html: this.handlebars.compile(rewriteTagPlaceholders(content.htmlBody), options),
    };
    if (key !== null) {
      this.cache.set(key, compiled);
      if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
    }
    return compiled;
  }
}

/** A subject is one header line: CR and LF (with the blanks around them) become one space. */
export function collapseLineBreaks(text: string): string {
  return text.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ').trim();
}
