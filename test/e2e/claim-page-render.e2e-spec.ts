import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { ClaimPageRenderer } from '../../src/modules/claim-page/claim-page.renderer';
import { CLAIM_ERROR_FIXTURES, CLAIM_PAGE_FIXTURES, hostileModel } from '../factories/claim-page.factory';
import { launchBrowser, phonePage, SELF_REFRESH_RULE, seriousAccessibilityViolations, watchCspViolations } from '../utils/browser';

/**
 * The claim page's views and stylesheet in a real browser, from fixture models (the page behind the real controller
 * is tested on its own): each view is served by a small HTTP server at /claim/x under the page's own CSP, with the
 * stylesheet at /claim-assets/claim.css, and opened on a 360-pixel-wide phone with JavaScript off.
 */
const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const WIDTH = 360;

/** Pages that must break one check each, to show the checks can fail. */
const CANARIES: Readonly<Record<string, string>> = {
  'inline-style': '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Canary</title><style>p { color: red }</style></head><body><main><h1>Canary</h1><p style="color: blue">x</p></main></body></html>',
  'too-wide': '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Canary</title><link rel="stylesheet" href="/claim-assets/claim.css"></head><body><main><h1>Canary</h1><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="" width="600" height="10"></main></body></html>',
  unlabelled: '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Canary</title></head><body><main><h1>Canary</h1><form method="post" action="/x"><input type="text" name="a"><button type="submit">Go</button></form></main></body></html>',
};

const renderer = new ClaimPageRenderer();
/** The waiting page reloads itself every few seconds: here, where its look is tested, once an hour, so no test runs across a reload. */
const slowRefresh = (html: string): string => html.replace(/<meta http-equiv="refresh" content="\d+">/, '<meta http-equiv="refresh" content="3600">');
const PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(CLAIM_PAGE_FIXTURES).map(([name, model]) => [name, slowRefresh(renderer.render(model))])),
  ...Object.fromEntries(Object.entries(CLAIM_ERROR_FIXTURES).map(([name, model]) => [name, renderer.renderError(model)])),
  'hostile-details': renderer.render(hostileModel({ ...CLAIM_PAGE_FIXTURES['details-errors'], notice: undefined })),
};

/**
 * The few browser globals the in-page functions use, as `globalThis as unknown as InPage` (the project compiles without
 * the DOM library; a function given to page.evaluate runs in the page, so it cannot call a helper of this file).
 */
interface InPageElement {
  tagName: string;
  getAttribute(name: string): string | null;
  closest(selector: string): InPageElement | null;
  matches(selector: string): boolean;
}
interface InPage {
  document: {
    activeElement: InPageElement | null;
    body: InPageElement;
    scrollingElement: { scrollWidth: number } | null;
    querySelector(selector: string): InPageElement | null;
    querySelectorAll(selector: string): ArrayLike<InPageElement>;
  };
  innerWidth: number;
  getComputedStyle(element: InPageElement): { outlineStyle: string; outlineWidth: string; backgroundColor: string; fontSize: string };
}

/** Where keyboard focus lands, Tab after Tab, from the top of the page until it leaves the page. */
interface Stop {
  /** Position in document order: the focus order follows it when these only grow. */
  order: number;
  tag: string;
  type: string | null;
  name: string | null;
  inMainForm: boolean;
  submit: boolean;
  outline: string;
}

async function tabStops(page: Page, limit = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop | null => {
      const { document, getComputedStyle } = globalThis as unknown as InPage;
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const form = element.closest('form');
      return {
        order: Array.from(document.querySelectorAll('*')).indexOf(element),
        tag: element.tagName.toLowerCase(),
        type: element.getAttribute('type'),
        name: element.getAttribute('name'),
        inMainForm: form !== null && form === document.querySelector('main form'),
        submit: element.matches('button[type="submit"]'),
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
      };
    });
    if (!stop) break;
    // One control can take several Tabs (a date input's month, day and year): it is one stop.
    if (stops.at(-1)?.order === stop.order) continue;
    if (stops.some((seen) => seen.order === stop.order)) break;
    stops.push(stop);
  }
  return stops;
}

describe('claim page views in Chromium (fixture models, 360 px, no JavaScript)', () => {
  let server: Server;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const send = (status: number, type: string, body: string) => {
        response.writeHead(status, { 'Content-Type': type, 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
        response.end(body);
      };
      if (url.pathname === '/claim-assets/claim.css') return send(200, 'text/css; charset=utf-8', renderer.claimStylesheet());
      const html = url.pathname === '/claim/x' ? PAGES[url.searchParams.get('fixture') ?? ''] : url.pathname === '/canary' ? CANARIES[url.searchParams.get('kind') ?? ''] : undefined;
      return html === undefined ? send(404, 'text/plain', 'Not found') : send(200, 'text/html; charset=utf-8', html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens a page on a fresh phone, watching for CSP reports and the stylesheet's answer. */
  async function open(address: string) {
    const page = await phonePage(browser);
    const cspViolations = watchCspViolations(page);
    const stylesheet = page.waitForResponse((response) => response.url().endsWith('/claim-assets/claim.css')).catch(() => null);
    const response = await page.goto(`${base}${address}`);
    return { page, cspViolations, response, stylesheet };
  }

  const scrollWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as InPage).document.scrollingElement!.scrollWidth);

  describe.each(Object.keys(PAGES))('%s', (name) => {
    let page: Page;
    let cspViolations: () => string[];

    beforeAll(async () => {
      const opened = await open(`/claim/x?fixture=${name}`);
      page = opened.page;
      cspViolations = opened.cspViolations;
      expect(opened.response?.status()).toBe(200);
      expect((await opened.stylesheet)?.status()).toBe(200);
    }, 60_000);

    afterAll(() => page?.context().close());

    it('is styled by the claim stylesheet, with JavaScript off', async () => {
      const styles = await page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as InPage;
        return { body: getComputedStyle(document.body).backgroundColor, fontSize: getComputedStyle(document.body).fontSize };
      });
      expect(styles.body).toBe('rgb(243, 244, 246)');
      expect(styles.fontSize).toBe('16px');
    });

    it('fits 360 pixels without scrolling sideways', async () => {
      expect(await page.evaluate(() => (globalThis as unknown as InPage).innerWidth)).toBe(WIDTH);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    });

    it('breaks none of its Content-Security-Policy', () => {
      expect(cspViolations()).toEqual([]);
    });

    it('has no serious or critical accessibility violation', async () => {
      // The waiting page's reload is by design, and its "Stop updating" link turns it off (SELF_REFRESH_RULE).
      const exceptRules = PAGES[name].includes('http-equiv="refresh"') ? [SELF_REFRESH_RULE] : [];
      expect(await seriousAccessibilityViolations(page, { exceptRules })).toEqual([]);
    });

    it('moves keyboard focus in document order, visibly, through a control before its submit button', async () => {
      const stops = await tabStops(page);
      const orders = stops.map((stop) => stop.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      for (const stop of stops) expect(stop.outline).toBe('solid 3px');

      const hasForm = await page.locator('main form').count();
      if (hasForm === 0) return;
      const submit = stops.findIndex((stop) => stop.inMainForm && stop.submit);
      expect(submit).toBeGreaterThanOrEqual(0);
      const fields = await page.locator('main form').first().locator('input:not([type="hidden"]), select').count();
      if (fields > 0) {
        const firstControl = stops.findIndex((stop) => stop.inMainForm && (stop.tag === 'input' || stop.tag === 'select'));
        expect(firstControl).toBeGreaterThanOrEqual(0);
        expect(firstControl).toBeLessThan(submit);
      }
    });
  });

  describe('the checks themselves', () => {
    it('see an inline style the CSP refuses', async () => {
      const { page, cspViolations } = await open('/canary?kind=inline-style');
      await page.waitForLoadState('load');
      expect(cspViolations().length).toBeGreaterThan(0);
      await page.context().close();
    });

    it('see a page wider than the phone', async () => {
      const { page } = await open('/canary?kind=too-wide');
      expect(await scrollWidth(page)).toBeGreaterThan(WIDTH);
      await page.context().close();
    });

    it('see a control without a label', async () => {
      const { page } = await open('/canary?kind=unlabelled');
      expect((await seriousAccessibilityViolations(page)).map((violation) => violation.id)).toContain('label');
      await page.context().close();
    });
  });
});
