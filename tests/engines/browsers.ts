/**
 * The two other engines, each driven the one way that works here, behind one small interface:
 * - Firefox (Debian's firefox-esr) over WebDriver BiDi, with Puppeteer (Playwright 1.65's BiDi mode
 *   cannot drive it), its scripts run in the tab rather than in a realm (evaluateInTab);
 * - WebKit, Safari's engine (Debian's WebKitGTK MiniBrowser), through WebKitWebDriver, the W3C
 *   WebDriver server, with Selenium as the client, on an Xvfb display of its own.
 * Both send every request for another host to the test site's proxy, which refuses it (./site.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import { findEngines, type EngineName } from '../../tools/find-engines.ts';
import type { TestSite } from './site.ts';

export type { EngineName };

/** The keys a test presses (a radio group's way in and its arrows). */
export type EngineKey = 'Tab' | 'ArrowLeft' | 'ArrowRight';
const seleniumKeys: Record<EngineKey, string> = { Tab: Key.TAB, ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT };

/** What a test does with a page, the same in both engines. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a path of the test site and waits for its `load` event. */
  goto(path: string): Promise<void>;
  /** Runs a function in the page (awaiting a promise it returns) and returns its JSON-able result. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>;
  /** A real click by the driver (pointer events, focus), on the first element matching a CSS selector. */
  click(selector: string): Promise<void>;
  /** Real key presses by the driver into the element matching a CSS selector (it takes the focus). */
  type(selector: string, text: string): Promise<void>;
  /** A real press of one key by the driver, to whatever has the focus. */
  press(key: EngineKey): Promise<void>;
  /** Back in the tab's history, as the browser's button goes; returns at once: wait for what the page should then show. */
  back(): Promise<void>;
  /** Sets the size of the viewport in CSS pixels (the layout viewport, scrollbars excluded). */
  setViewport(width: number, height: number): Promise<void>;
  /** Closes every tab but the test's own (the quiz opens one); returns how many it closed. */
  closeOtherTabs(): Promise<number>;
  close(): Promise<void>;
}

/** Before a driver's click, the element is brought to the middle of the screen at once: WebKit's own
 * scroll-into-view follows the page's `scroll-behavior: smooth` and would click where it no longer is.
 * Returns the element's middle, in the viewport, for a driver that clicks at a point. */
const bringIntoView = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

export async function openEngine(engine: EngineName, site: TestSite): Promise<EnginePage> {
  return engine === 'firefox' ? openFirefox(site) : openWebKit(site);
}

async function openFirefox(site: TestSite): Promise<EnginePage> {
  const { firefox } = findEngines();
  if (!firefox) throw new Error('Firefox is missing: apt-get install firefox-esr');
  const { host, port } = site.proxy;
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    extraPrefsFirefox: {
      // Every host but 127.0.0.1 through the refusing proxy (localhost is never proxied by default).
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': port,
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': port,
      'network.proxy.no_proxies_on': '',
      'intl.accept_languages': 'fr-BE, fr, en',
      // A phone's scrollbars float over the page: the page keeps the viewport's whole width.
      'ui.useOverlayScrollbars': 1,
    },
  });
  const page: PuppeteerPage = (await browser.pages())[0] ?? (await browser.newPage());
  const evaluate = evaluateInTab(page);
  return {
    engine: 'firefox',
    // The page navigates itself, and the test waits for the new document to be loaded: Puppeteer's
    // goto() and goBack() wait for a `load` that a page restored from the back/forward cache never
    // fires. The cache is on, as in a visitor's Firefox.
    async goto(path) {
      await evaluate((address) => {
        (window as { __leaving?: boolean }).__leaving = true;
        location.assign(address);
      }, `${site.base}${path}`);
      const started = Date.now();
      for (;;) {
        // A new document (the old one was marked), past its `load` event: until then, a navigation
        // the page starts replaces its entry in the history instead of adding one (HTML's "completely
        // loaded"), and Back would skip it. Its address may differ from the one asked for (the
        // search page writes its query back in its own form).
        const arrived = await evaluate(
          () =>
            !(window as { __leaving?: boolean }).__leaving &&
            ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0) > 0,
        ).catch(() => false);
        if (arrived) return;
        if (Date.now() - started > 30_000) throw new Error(`firefox: ${path} did not load`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    evaluate,
    async click(selector) {
      const { x, y } = await evaluate(bringIntoView, selector);
      await page.mouse.click(x, y);
    },
    async type(selector, text) {
      await evaluate((wanted) => document.querySelector<HTMLElement>(wanted)?.focus(), selector);
      await page.keyboard.type(text, { delay: 30 });
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async back() {
      await evaluate(() => history.back());
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async closeOtherTabs() {
      const others = (await browser.pages()).filter((other) => other !== page);
      await Promise.all(others.map((other) => other.close()));
      return others.length;
    },
    close: () => browser.close(),
  };
}

/** The part of Puppeteer's WebDriver BiDi session used here: one command, answered as the protocol says. */
interface BidiSession {
  send(
    method: 'script.callFunction',
    params: object,
  ): Promise<{
    result: { type: 'success'; result: { type: string; value?: unknown } } | { type: 'exception'; exceptionDetails: { text: string } };
  }>;
}

/**
 * Runs a function in whatever document the tab shows now. Puppeteer's own evaluate() runs in the
 * JavaScript realm it last saw loaded: after Back restored a page from the back/forward cache, it
 * went on running in a document no longer shown (the page's address was right, its contents not).
 * WebDriver BiDi can name the tab instead of a realm (`target: { context }`): the protocol then runs
 * in the document shown. Arguments and result cross as JSON, as with WebDriver classic.
 */
function evaluateInTab(page: PuppeteerPage): EnginePage['evaluate'] {
  // Puppeteer's BiDi frame holds its tab (a browsing context) and the session; neither is in its public types.
  const tab = (page.mainFrame() as unknown as { browsingContext: { id: string; userContext: { browser: { session: BidiSession } } } })
    .browsingContext;
  return async (fn, ...args) => {
    const { result } = await tab.userContext.browser.session.send('script.callFunction', {
      functionDeclaration: `async function () { return JSON.stringify({ value: await (${fn.toString()})(...${JSON.stringify(args)}) }); }`,
      awaitPromise: true,
      target: { context: tab.id },
    });
    if (result.type === 'exception') throw new Error(`firefox: ${result.exceptionDetails.text}`);
    return (JSON.parse(String(result.result.value)) as { value: never }).value;
  };
}

/** A free port on the loopback interface, for WebKitWebDriver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** An X display of the test's own: Xvfb picks a free number and writes it to its standard output. */
function startXvfb(xvfb: string): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(xvfb, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, child }));
  });
}

/**
 * MiniBrowser's toolbar keeps its window at least ~450 px wide; GTK reads a user stylesheet from
 * $XDG_CONFIG_HOME, and one that shrinks the toolbar lets the window, and so the page, be a
 * phone's width. The page itself is styled by the site alone.
 */
const NARROW_TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() - started > 15_000) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function openWebKit(site: TestSite): Promise<EnginePage> {
  const { webkitDriver, miniBrowser, xvfb } = findEngines();
  if (!webkitDriver || !miniBrowser || !xvfb) throw new Error('WebKit is missing: apt-get install webkit2gtk-driver xvfb');
  const config = mkdtempSync(join(tmpdir(), 'webkit-engine-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const x = await startXvfb(xvfb);
  const port = await freePort();
  const driverProcess = spawn(webkitDriver, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: x.display, XDG_CONFIG_HOME: config, GDK_BACKEND: 'x11' },
  });
  await waitForServer(`http://127.0.0.1:${port}/status`, driverProcess);
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: miniBrowser,
      args: ['--automation', `--proxy=http://${site.proxy.host}:${site.proxy.port}`, '--ignore-host=127.0.0.1'],
    },
  });
  const driver: WebDriver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
  const own = await driver.getWindowHandle();
  const evaluate: EnginePage['evaluate'] = (fn, ...args) => driver.executeScript(fn as never, ...args) as never;

  return {
    engine: 'webkit',
    async goto(path) {
      await driver.get(`${site.base}${path}`);
    },
    evaluate,
    async click(selector) {
      await evaluate(bringIntoView, selector);
      await driver.findElement(By.css(selector)).click();
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    async press(key) {
      // Through the actions API, to whatever has the focus: an element's "send keys" first focuses
      // the element named, which the active element, read a moment before, may no longer be.
      await driver.actions().sendKeys(seleniumKeys[key]).perform();
    },
    async back() {
      await driver.navigate().back();
    },
    async setViewport(width, height) {
      // The window's frame around the page is measured, then made up for. Just after the first
      // page, the window may not be on the (virtual) screen yet: its size reads 0, the frame comes
      // out negative and WebKit refuses it ("Invalid width value", once in CI). Measure again then.
      for (let attempt = 0; attempt < 10; attempt++) {
        const rect = await driver.manage().window().getRect();
        const inner = await evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
        if (inner.width === width && inner.height === height) return;
        const outer = { width: Math.round(rect.width + width - inner.width), height: Math.round(rect.height + height - inner.height) };
        if (outer.width >= width && outer.height >= height) await driver.manage().window().setRect(outer);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const inner = await evaluate(() => document.documentElement.clientWidth);
      if (inner !== width) throw new Error(`WebKit's viewport is ${inner} px wide, not ${width}`);
    },
    async closeOtherTabs() {
      const others = (await driver.getAllWindowHandles()).filter((handle) => handle !== own);
      for (const handle of others) {
        await driver.switchTo().window(handle);
        await driver.close();
      }
      await driver.switchTo().window(own);
      return others.length;
    },
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
      x.child.kill();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
