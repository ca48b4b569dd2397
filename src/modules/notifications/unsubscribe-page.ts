/**
 * The page behind the unsubscribe link of every email (docs/emails.md, Unsubscribing): plain server-rendered HTML with inline CSS and
 * no external assets, scripts or tracking, readable by screen readers and in any mail client's browser. Pure
 * functions: the controller decides the status code, this module only writes the document and reads the form.
 */

export type SubscriptionState = 'Subscribed' | 'Unsubscribed';

export interface SubscriptionPage {
  status: SubscriptionState;
  campaignName: string;
  email: string;
  /** After a POST: confirms the state the beneficiary just chose. */
  confirmed?: boolean;
  /** After a POST the page did not understand (400): asks to use the button instead. */
  rejected?: boolean;
}

/** Headers of every page: never cached or indexed, the token in the URL never sent on as a referrer, nothing loaded. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** `ada@example.com` → `a***@example.com`: enough for the beneficiary to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return `${Array.from(local)[0] ?? ''}***${domain}`;
}

/**
 * The status the beneficiary asks for: `action=unsubscribe` or `action=resubscribe` from the page's form, or the
 * RFC 8058 one-click body `List-Unsubscribe=One-Click` that mail providers post. Anything else is undefined (400).
 */
export function requestedStatus(body: unknown): SubscriptionState | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const form = body as Record<string, unknown>;
  if (form.action !== undefined) {
    if (form.action === 'unsubscribe') return 'Unsubscribed';
    if (form.action === 'resubscribe') return 'Subscribed';
    return undefined;
  }
  return form['List-Unsubscribe'] === 'One-Click' ? 'Unsubscribed' : undefined;
}

/** The beneficiary's current choice, with the one button that reverses it. */
export function subscriptionPage(page: SubscriptionPage): string {
  const campaign = page.campaignName.trim() ? `<strong>${escapeHtml(page.campaignName)}</strong>` : 'your payout';
  const address = `<strong>${escapeHtml(maskEmail(page.email))}</strong>`;
  const subscribed = page.status === 'Subscribed';
  const notice = page.rejected
    ? '<p class="notice error" role="alert">That request was not understood. Please use the button below.</p>'
    : page.confirmed
      ? `<p class="notice" role="status">${subscribed ? 'You are subscribed to these emails again.' : 'You have been unsubscribed.'}</p>`
      : '';
  const body = subscribed
    ? `<p>Emails about ${campaign} are sent to ${address}.</p>
    <p>If you unsubscribe, you will no longer receive emails about this payout, including reminders. Unsubscribing does not cancel your payout.</p>`
    : `<p>You will no longer receive emails about ${campaign} at ${address}.</p>
    <p>Changed your mind? Resubscribe to receive them again.</p>`;
  const action = subscribed ? 'unsubscribe' : 'resubscribe';
  const label = subscribed ? 'Unsubscribe' : 'Resubscribe';
  return document(
    'Email preferences',
    `<h1>Email preferences</h1>
    ${notice}
    ${body}
    <form method="post">
      <input type="hidden" name="action" value="${action}">
      <button type="submit" class="${subscribed ? 'primary' : 'secondary'}">${label}</button>
    </form>`,
  );
}

/** A forged, truncated or outdated link, or one for an instruction that no longer exists (404). */
export function invalidLinkPage(): string {
  return document(
    'This link is not valid',
    `<h1>This link is not valid</h1>
    <p>The link may be incomplete or no longer in use. Open it again from the most recent email, or copy the whole link into your browser.</p>`,
  );
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 1.5rem;
    background: #f3f4f6; color: #1f2937; font: 1rem/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  main { width: 100%; max-width: 32rem; background: #ffffff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.08), 0 8px 24px rgba(0, 0, 0, 0.06); }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; color: #111827; }
  p { margin: 0 0 1rem; }
  strong { overflow-wrap: anywhere; }
  .notice { padding: 0.75rem 1rem; border-radius: 8px; background: #ecfdf5; color: #065f46; border: 1px solid #a7f3d0; }
  .notice.error { background: #fef2f2; color: #991b1b; border-color: #fecaca; }
  form { margin: 1.5rem 0 0; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.4rem; border-radius: 8px; cursor: pointer; border: 2px solid #1d4ed8; }
  button.primary { background: #1d4ed8; color: #ffffff; }
  button.secondary { background: #ffffff; color: #1d4ed8; }
  button:hover { filter: brightness(0.95); }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  @media (prefers-reduced-motion: no-preference) { button { transition: filter 0.15s; } }
`;

function document(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    ${content}
  </main>
</body>
</html>
`;
}
