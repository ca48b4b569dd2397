import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';

/** A page's compiled views by name, and its one stylesheet. */
export interface PageViews<V extends string> {
  views: ReadonlyMap<V, Handlebars.TemplateDelegate>;
  stylesheet: string;
}

/**
 * The views of a server-rendered page for people (the claim page, the invitation page), from its folder under
 * `templates/`: `layout.hbs` and `partials/*.hbs` registered as partials on a Handlebars instance of its own, each view
 * compiled strict (a name the view model lacks is an error in tests, not an empty spot on someone's page), and the
 * stylesheet read as text.
 */
export function compilePageViews<V extends string>(dir: string, views: readonly V[], stylesheet: string): PageViews<V> {
  const hbs = Handlebars.create();
  const compile = (file: string) => hbs.compile(readFileSync(file, 'utf8'), { strict: true, knownHelpersOnly: true, preventIndent: true });
  hbs.registerPartial('layout', compile(path.join(dir, 'layout.hbs')));
  const partials = path.join(dir, 'partials');
  for (const file of existsSync(partials) ? readdirSync(partials).filter((f) => f.endsWith('.hbs')) : []) {
    hbs.registerPartial(file.slice(0, -'.hbs'.length), compile(path.join(partials, file)));
  }
  return { views: new Map(views.map((name) => [name, compile(path.join(dir, `${name}.hbs`))] as const)), stylesheet: readFileSync(path.join(dir, stylesheet), 'utf8') };
}
