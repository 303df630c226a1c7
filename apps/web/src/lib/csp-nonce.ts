/**
 * The page's CSP nonce for style elements our own scripts create (ADR 052).
 *
 * The server's Content-Security-Policy allows inline `<style>` only with the nonce it put in
 * this page's `<meta property="csp-nonce">` (Vite's `html.cspNonce`). Libraries we trust insert
 * style elements at run time: Radix's scroll lock (react-remove-scroll, which reads
 * `__webpack_nonce__`) and sonner's toasts (which reads nothing). So this module, evaluated
 * before any of them, gives every `<style>` created through `document.createElement` the nonce.
 * Markup injected into the page (the attack a style CSP stops) never goes through here.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) {
  globalThis.__webpack_nonce__ = nonce;
  const createElement = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}

export {};
