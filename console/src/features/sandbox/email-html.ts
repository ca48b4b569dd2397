/**
 * A simulated email's HTML, prepared for a sandboxed iframe: links open in a new tab (the frame itself may not
 * navigate), and the claim link is found so the screen can show it as a plain link too.
 */
export function emailDocument(html: string): string {
  const base = '<base target="_blank">';
  if (/<base\b/i.test(html)) return html;
  if (/<head\b[^>]*>/i.test(html)) return html.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`);
  if (/<html\b[^>]*>/i.test(html)) return html.replace(/<html\b[^>]*>/i, (tag) => `${tag}<head>${base}</head>`);
  return `${base}${html}`;
}

/** The first link to a claim page (`/claim/{token}`) in the email, unescaped; null when there is none. */
export function claimLink(html: string): string | null {
  const match = /href\s*=\s*["']([^"']*\/claim\/[^"']+)["']/i.exec(html);
  return match?.[1] ? match[1].replace(/&amp;/g, '&') : null;
}
