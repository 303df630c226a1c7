const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * index.html with `<script async src>` tags for the given URLs before `</head>` (the
 * fraud-detection hook, issue 23 item 5). `async`: the app never waits for a third script.
 */
export function withHeadScripts(html: string, urls: readonly string[]): string {
  const tags = urls
    .map((url) => `<script async src="${escapeAttribute(url)}" data-head-script></script>`)
    .join('');
  const at = html.indexOf('</head>');
  return at < 0 ? `${tags}${html}` : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
