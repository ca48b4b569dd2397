import { source as axeSource } from 'axe-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Browser tests on Debian's Chromium (`.ci/run` installs the `chromium` package): playwright-core drives it and never
 * downloads a browser of its own. Pages open as a 360-pixel-wide phone, by default with JavaScript off, as the
 * claim page must work without it.
 */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install Debian's chromium package (bash .ci/run --services-only does) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    // No sandbox (CI runs as root), and nothing that reaches out: no updates, sync, QUIC or first-run fetches.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface PhonePageOptions {
  /** Off unless a test needs it: the claim page has no script and must work without one. */
  javaScriptEnabled?: boolean;
}

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' } as const;

/** A new page in a context of its own, as a small phone: 360×740 CSS pixels at 2× (its viewport meta tag applies). */
export async function phonePage(browser: Browser, { javaScriptEnabled = false }: PhonePageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  return context.newPage();
}

export interface AccessibilityViolation {
  id: string;
  impact: string;
  help: string;
  /** The CSS selectors of the offending elements. */
  targets: string[];
}

/** The WCAG 2.1 A/AA rules and axe's best practices, as the claim page's tests hold it to them. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/**
 * axe's rule against any `<meta http-equiv="refresh">` under 20 hours (WCAG 2.2.1): the claim page's waiting page
 * reloads itself by design and offers "Stop updating", the turning off that criterion accepts, which axe cannot see.
 * Tests of that page leave this one rule out (docs/claims.md, The claim page).
 */
export const SELF_REFRESH_RULE = 'meta-refresh';

export interface AccessibilityCheckOptions {
  /** Rules left out, each for a reason its caller states (SELF_REFRESH_RULE). */
  exceptRules?: readonly string[];
}

/**
 * axe-core's serious and critical findings on the page as it is now, each with its rule id and offending elements.
 * axe runs on timers, which never fire in a page whose JavaScript is off: it checks a twin of the page instead, the
 * same document (its current DOM, at the same address, so the stylesheet and images load as they did) in a phone
 * context of the same size with JavaScript on. The claim page has no script, so both render alike.
 */
export async function seriousAccessibilityViolations(page: Page, { exceptRules = [] }: AccessibilityCheckOptions = {}): Promise<AccessibilityViolation[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('seriousAccessibilityViolations needs a page of a launched browser');
  const url = new URL(page.url());
  const twin = await twinOf(browser, url.origin);
  await twin.setViewportSize(page.viewportSize() ?? PHONE.viewport);
  // The twin takes the page's address (its relative links resolve alike), then its document.
  await twin.evaluate((address) => (globalThis as unknown as { history: { replaceState(s: null, t: string, u: string): void } }).history.replaceState(null, '', address), url.href);
  await twin.setContent(await page.content());
  // Its stylesheet arrived after the document was written: the transitions it starts are ended, as on a page loaded.
  await twin.evaluate(() => (globalThis as unknown as { document: { getAnimations(): { finish(): void }[] } }).document.getAnimations().forEach((animation) => animation.finish()));
  const results = await twin.evaluate(
    ({ tags, except }) => {
      const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
      return axe.run((globalThis as unknown as { document: import('axe-core').ElementContext }).document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(except.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
    },
    { tags: [...AXE_TAGS] as string[], except: [...exceptRules] },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
}

/** Each browser's twin page for an origin, with axe-core loaded once: compiling axe took over a second per check. */
const twins = new WeakMap<Browser, Map<string, Promise<Page>>>();

function twinOf(browser: Browser, origin: string): Promise<Page> {
  const byOrigin = twins.get(browser) ?? new Map<string, Promise<Page>>();
  twins.set(browser, byOrigin);
  let twin = byOrigin.get(origin);
  if (!twin) {
    twin = openTwin(browser, origin);
    byOrigin.set(origin, twin);
  }
  return twin;
}

/**
 * A page on `origin` (an empty document served by the browser itself) with axe loaded, whose documents are then
 * written in place (`setContent`: the same window, so axe stays). It never navigates again: a navigation it would make
 * (a `<meta http-equiv="refresh">` of a checked page) is answered 204, leaving the document and axe as they are.
 */
async function openTwin(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: true });
  const twin = await context.newPage();
  const home = `${origin}/__accessibility-twin`;
  await twin.route('**/*', (route) => {
    const request = route.request();
    if (request.url() === home) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>twin</title>' });
    // A 204 answer to a navigation leaves the document where it is (an aborted one would show an error page).
    return request.isNavigationRequest() ? route.fulfill({ status: 204 }) : route.fallback();
  });
  await twin.goto(home);
  await twin.evaluate(axeSource);
  return twin;
}

/**
 * Content-Security-Policy violations the page reports: Chromium writes each one to the console as an error
 * (`Refused to apply inline style …`). Start watching before navigating; the function returns what was seen so far.
 */
export function watchCspViolations(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return () => [...seen];
}

/**
 * Screenshots are for the docs (docs/claim-page/, docs/invitation-page/): a test run takes them only with
 * `UPDATE_SCREENSHOTS=1`, which refreshes the committed ones. Otherwise none is taken: nothing reads them, and encoding
 * full-page PNGs at 2x was a good part of the browser files' time.
 */
export const TAKING_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

/** Where the claim page walk's screenshots go when taken. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'docs', 'claim-page');

/** A full-page PNG of the page in `dir` when screenshots are taken (TAKING_SCREENSHOTS); returns its path, if taken. */
export async function screenshot(page: Page, name: string, dir: string = SCREENSHOT_DIR): Promise<string | undefined> {
  if (!TAKING_SCREENSHOTS) return undefined;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
