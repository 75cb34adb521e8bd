// Runs first on every page of the cross-engine tests (tests/engines/site.ts adds it to <head>).
// - The page sees a person's browser: the consent banner hides from automated ones (navigator.webdriver).
// - Every uncaught error, unhandled rejection, console.error and CSP violation is recorded from the
//   page's first line, for the tests to read: WebDriver classic has no event stream to report them.
(() => {
  Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
  const record = { errors: [], csp: [], shows: [] };
  window.__engine = record;
  const describe = (value) =>
    value && value.stack ? String(value.stack).split('\n')[0] : value && value.message ? value.message : String(value);
  window.addEventListener('error', (event) => {
    // Resource load failures reach window only in the capture phase, and are not script errors.
    if (event.target !== window && event.target instanceof Element) return;
    record.errors.push(`error: ${event.message || describe(event.error)} (${event.filename || ''}:${event.lineno || ''})`);
  });
  window.addEventListener('unhandledrejection', (event) => record.errors.push(`unhandled rejection: ${describe(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record.errors.push(`console.error: ${args.map(describe).join(' ')}`);
    consoleError(...args);
  };
  // Each time the page is shown: `persisted` says it came back from the back/forward cache.
  window.addEventListener('pageshow', (event) => record.shows.push(event.persisted));
  document.addEventListener('securitypolicyviolation', (event) => record.csp.push(`${event.violatedDirective} ${event.blockedURI}`));
})();
