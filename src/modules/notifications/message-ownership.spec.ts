import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_TEMPLATE_TYPES } from '../templates';

const ROOT = join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Code only: a comment may show a template type in an example. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * Notifications own every message to a beneficiary or a user (docs/emails.md, docs/events.md): no other code names
 * a template type to send. The templates module declares the types (their catalog, schemas and defaults); everyone
 * else records events or calls notifications.
 */
describe('who names a message', () => {
  const naming = new RegExp(`['"](${EMAIL_TEMPLATE_TYPES.join('|')})['"]`);

  it('is notifications, and the templates catalog that declares the types', () => {
    const outside = [...sourceFiles('src'), ...sourceFiles('workers')]
      .filter((path) => !path.startsWith('src/modules/notifications/') && !path.startsWith('src/modules/templates/'))
      .filter((path) => naming.test(withoutComments(readFileSync(join(ROOT, path), 'utf8'))));
    expect(outside).toEqual([]);
  });

  it('would see a template type named elsewhere', () => {
    expect(naming.test(`await this.outbox.queue(em, instruction, 'ReminderEmail');`)).toBe(true);
    expect(naming.test(`const kind = 'ReminderEmailTemplate';`)).toBe(false);
  });
});
