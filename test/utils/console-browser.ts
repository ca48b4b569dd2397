import type { INestApplicationContext } from '@nestjs/common';
import { source as axeSource } from 'axe-core';
import { freePort } from './free-port';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { AXE_TAGS, launchBrowser, TAKING_SCREENSHOTS, type AccessibilityViolation } from './browser';
import { ROOT } from './compiled-tree';
import { createTestApp, startWorker, type TestApp } from './test-app';

/**
 * The console in a real browser (docs/console.md, Testing): the API listening on a port of its own (PUBLIC_BASE_URL,
 * so the embedded provider's issuer and the console's redirect point at it), the real worker, and Debian's Chromium.
 * People sign in through the sandbox's embedded OpenID Connect provider, as they would.
 */
export interface ConsoleStack {
  base: string;
  t: TestApp;
  worker: INestApplicationContext;
  browser: Browser;
  close(): Promise<void>;
}

/** Where the screenshots of every console screen go (docs/console/README.md says what each shows). */
export const CONSOLE_SCREENSHOT_DIR = path.join(ROOT, 'docs', 'console');

/**
 * The two sizes every screen is checked at. Pages ask for reduced motion (the console honours it: no transition to wait
 * out, no spinner repainting while a test waits), and the phone is drawn at twice its pixels only for its screenshots:
 * the checks read the layout, which the pixel ratio does not change, and drawing four times the pixels costs CPU.
 */
export const DESKTOP = { viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' } as const;
export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: TAKING_SCREENSHOTS ? 2 : 1, isMobile: true, hasTouch: true, locale: 'en-US', reducedMotion: 'reduce' } as const;


export async function startConsoleStack(): Promise<ConsoleStack> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const saved = process.env.PUBLIC_BASE_URL;
  process.env.PUBLIC_BASE_URL = base;
  const [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  await t.app.listen(port, '127.0.0.1');
  const worker = await startWorker();
  return {
    base,
    t,
    worker,
    browser,
    async close() {
      await browser.close();
      await worker.close();
      await t.close();
      process.env.PUBLIC_BASE_URL = saved;
    },
  };
}

export interface Person {
  email: string;
  organization: string;
}

/**
 * A new browser context signed in to the console as `person`: the console sends the browser to the embedded provider,
 * whose form takes an email and an organization name, and comes back with a code it exchanges for tokens.
 */
export async function signInToConsole(browser: Browser, base: string, person: Person, options: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: base });
  const page = await context.newPage();
  await page.goto(`${base}/console/`);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Organization name').fill(person.organization);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/console/`);
  await page.getByRole('button', { name: `${person.organization}: account menu` }).waitFor();
  return page;
}

/** The bearer token the console sends, read off its next API request (the token lives in the page's memory only). */
export async function bearerTokenOf(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [request] = await Promise.all([page.waitForRequest((r) => /\/v[23]\//.test(r.url()) && r.headers().authorization !== undefined), trigger()]);
  return request.headers().authorization!.replace(/^Bearer /, '');
}

/** axe-core's serious and critical findings on the console screen as it is now (axe injected into the page itself). */
export async function consoleAccessibilityViolations(page: Page): Promise<AccessibilityViolation[]> {
  // A notification or modal still fading in would be judged at its transition's opacity: end the transitions first.
  // (A spinner's endless animation is left running: it has no end to jump to.)
  await page.evaluate(() =>
    (globalThis as unknown as { document: { getAnimations(): { finish(): void; effect: { getComputedTiming(): { endTime?: number | string } } | null }[] } }).document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .forEach((animation) => animation.finish()),
  );
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) => {
      const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run((globalThis as unknown as { document: import('axe-core').ElementContext }).document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    [...AXE_TAGS] as string[],
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact ?? 'unknown', help: violation.help, targets: violation.nodes.map((node) => node.target.map(String).join(' ')) }));
}

/** Whether the page scrolls sideways (at 360 px nothing should). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as { document: { scrollingElement: { scrollWidth: number } | null } }).document.scrollingElement;
    return (root?.scrollWidth ?? 0) > (globalThis as unknown as { innerWidth: number }).innerWidth;
  });
}
