import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { TAKING_SCREENSHOTS, watchCspViolations } from './browser';
import { consoleAccessibilityViolations, CONSOLE_SCREENSHOT_DIR, DESKTOP, PHONE, scrollsSideways, signInToConsole, type ConsoleStack, type Person } from './console-browser';

/**
 * What every console screen test checks on a screen (docs/console.md, Testing): no serious or critical axe finding,
 * no sideways scrolling at 360 px, no CSP report; and, with `UPDATE_SCREENSHOTS=1`, its picture in docs/console/,
 * listed in that folder's README under the section of the test file that took it.
 */
export interface SignedIn {
  page: Page;
  csp: () => string[];
}

/** A person signed in to the console in a page of their own, watched for CSP reports; waits fail after 10 s. */
export async function signedIn(stack: ConsoleStack, person: Person, options: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<SignedIn> {
  const page = await signInToConsole(stack.browser, stack.base, person, options);
  // A wait that fails says where, well before the test's own timeout.
  page.setDefaultTimeout(10_000);
  return { page, csp: watchCspViolations(page) };
}

/** Waits until the screen has its title and nothing says "Loading…" any more. */
export async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> } };
    return ![...document.querySelectorAll('[role=status]')].some((element) => /^Loading/.test((element.textContent ?? '').trim()));
  });
}

/** How often the console's screens that follow background work poll (console/src/features/*-queries.ts). */
export const CONSOLE_POLL_MS = 5_000;

/**
 * Waits for `locator` on a screen that shows background work by polling: between looks the page's clock jumps ahead
 * one polling interval, so the console's next poll runs at once instead of up to five seconds later (its timers are
 * Playwright's: the context's clock is installed, `page.clock.install()`, before the screen loads). The poll, the API
 * and the worker are real; only the idle wait goes. Fails after `timeoutMs` of real time.
 */
export async function shownAfterPolls(page: Page, locator: Locator, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await locator.waitFor({ timeout: 300 });
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await page.clock.fastForward(CONSOLE_POLL_MS);
  }
}

export interface Screenshot {
  file: string;
  what: string;
  fullPage?: boolean;
}

/** The screenshots one test file took, for its section of docs/console/README.md. */
export class ScreenshotLog {
  private readonly shots: Screenshot[] = [];

  constructor(
    /** The section's title and the test file that takes its pictures. */
    private readonly section: string,
    private readonly testFile: string,
  ) {}

  /** Axe, sideways scrolling (at 360 px) and CSP on the screen as it is; and its screenshot when taken. */
  async check({ page, csp }: SignedIn, screen: string, shot?: Screenshot): Promise<void> {
    const phone = (page.viewportSize()?.width ?? 0) <= 360;
    expect({ screen, phone, violations: await consoleAccessibilityViolations(page) }).toEqual({ screen, phone, violations: [] });
    if (phone) expect({ screen, sideways: await scrollsSideways(page) }).toEqual({ screen, sideways: false });
    expect({ screen, csp: csp() }).toEqual({ screen, csp: [] });
    if (shot && TAKING_SCREENSHOTS) {
      mkdirSync(CONSOLE_SCREENSHOT_DIR, { recursive: true });
      // No hover or tooltip left over from the last click or key: the same picture on every run.
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(CONSOLE_SCREENSHOT_DIR, shot.file), fullPage: shot.fullPage ?? true });
      this.shots.push(shot);
    }
  }

  /** Rewrites this file's section of docs/console/README.md (between its markers), when screenshots were taken. */
  write(intro: string[]): void {
    if (!TAKING_SCREENSHOTS || this.shots.length === 0) return;
    const readme = path.join(CONSOLE_SCREENSHOT_DIR, 'README.md');
    const begin = `<!-- begin: ${this.testFile} -->`;
    const end = `<!-- end: ${this.testFile} -->`;
    const lines = [...this.shots].sort((a, b) => a.file.localeCompare(b.file)).map((shot) => `- \`${shot.file}\`: ${shot.what}`);
    const section = [begin, `## ${this.section}`, '', `Taken by \`test/e2e/${this.testFile}\`. ${intro.join(' ')}`, '', ...lines, end].join('\n');
    const current = existsSync(readme) ? readFileSync(readme, 'utf8') : '# The console, screen by screen\n';
    const at = current.indexOf(begin);
    const after = current.indexOf(end);
    const next = at >= 0 && after > at ? current.slice(0, at) + section + current.slice(after + end.length) : `${current.trimEnd()}\n\n${section}\n`;
    writeFileSync(readme, next);
  }
}
