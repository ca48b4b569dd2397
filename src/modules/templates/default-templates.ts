import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TemplateContent, TemplateEngine } from '../../core/mail/template-engine';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from './template-types';

/**
 * The project's directory: the nearest one above `from` holding package.json. The code runs from src/ (jest, ts)
 * and from dist/src/ (after tsc), and the image keeps package.json and templates/ side by side at its root.
 */
export function projectRoot(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in or above ${from}: cannot locate the default email templates`);
  }
}

export const defaultTemplatesDir = (): string => path.join(projectRoot(), 'templates');

/** The cache key of a built-in default: its content never changes while the process runs. */
export const defaultTemplateKey = (type: EmailTemplateType): string => `default:${type}`;

/**
 * The built-in templates in `templates/`: `partials/<name>.hbs` (registered on the engine's Handlebars as `<name>`)
 * and `<Type>/subject.hbs` + `<Type>/body.html.hbs` for every template type. Read once, synchronously, at first use.
 */
export class DefaultTemplates {
  private loaded?: ReadonlyMap<EmailTemplateType, TemplateContent>;

  constructor(
    private readonly engine: TemplateEngine,
    private readonly dir: string = defaultTemplatesDir(),
  ) {}

  content(type: EmailTemplateType): TemplateContent {
    const content = this.load().get(type);
    if (!content) throw new Error(`No default template for ${type} in ${this.dir}`);
    return content;
  }

  /** The names of the partials in templates/partials, registered on the engine at first use. */
  partialNames(): string[] {
    const dir = path.join(this.dir, 'partials');
    return existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.hbs')).map((file) => file.slice(0, -'.hbs'.length)).sort() : [];
  }

  private load(): ReadonlyMap<EmailTemplateType, TemplateContent> {
    if (this.loaded) return this.loaded;
    for (const name of this.partialNames()) this.engine.registerPartial(name, readFileSync(path.join(this.dir, 'partials', `${name}.hbs`), 'utf8'));
    const read = (type: EmailTemplateType, file: string) => readFileSync(path.join(this.dir, type, file), 'utf8');
    this.loaded = new Map(
      EMAIL_TEMPLATE_TYPES.map((type) => [type, { subject: read(type, 'subject.hbs').trim(), htmlBody: read(type, 'body.html.hbs') }] as const),
    );
    return this.loaded;
  }
}
