import { createHash } from 'node:crypto';
import { isEmail } from 'class-validator';

/**
 * The embedded provider's pages (docs/console.md, Sign-in): the sign-in form, and the provider's own sign-out and
 * error pages. Server-rendered HTML without script; their one stylesheet is inline, allowed by its hash in their
 * Content-Security-Policy, which allows nothing else but forms posting to this origin.
 */

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;background:#f1f3f5}' +
  'main{box-sizing:border-box;max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}' +
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}p{margin:.5rem 0}' +
  '.note{color:#495057;font-size:.875rem}' +
  'label{display:block;font-weight:600;margin-top:1.25rem}' +
  'input{box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .75rem;font:inherit;border:1px solid #868e96;border-radius:4px;background:#fff;color:inherit}' +
  'input[aria-invalid=true]{border-color:#c92a2a;border-width:2px}' +
  '.error{color:#c92a2a;font-weight:600;margin:.25rem 0 0}' +
  'button{margin:1.5rem .5rem 0 0;padding:.625rem 1.25rem;font:inherit;font-weight:600;border:0;border-radius:4px;background:#1864ab;color:#fff;cursor:pointer}' +
  'button.secondary{background:#e9ecef;color:#212529}' +
  ':focus-visible{outline:3px solid #1864ab;outline-offset:2px}' +
  '@media (max-width:30rem){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}';

/**
 * The pages' policy: their stylesheet by hash, forms to this origin only (and so the redirects that follow), no
 * framing. `script-src 'none'` is spelt out because oidc-provider adds to an existing script-src the hash of the one
 * inline script it writes (a form that submits itself: a sign-out without a session), which then runs, alone.
 */
export const SANDBOX_PAGE_POLICY =
  `default-src 'none'; script-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** HTML-escapes a value for text and attribute positions. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A whole page around `body` (already HTML); `title` is text. */
export function page(title: string, body: string): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>\n<body><main>${body}</main></body></html>\n`
  );
}

export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_MAX_LENGTH = 100;

/** The sign-in form's fields, as typed. */
export interface SignInForm {
  email: string;
  organization: string;
}

/** A message per field that is wrong, shown beside it. */
export type SignInErrors = Partial<Record<keyof SignInForm, string>>;

/** C0 controls and DEL: nothing a name holds. */
const hasControlCharacter = (text: string): boolean => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** The form as posted (urlencoded), and what is wrong with it: an address and a name are both required. */
export function readSignInForm(body: unknown): { form: SignInForm; errors: SignInErrors } {
  const field = (name: keyof SignInForm): string => {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const form = { email: field('email'), organization: field('organization') };
  const errors: SignInErrors = {};
  if (form.email === '') errors.email = 'Enter your email address.';
  else if (form.email.length > EMAIL_MAX_LENGTH || !isEmail(form.email)) errors.email = 'Enter an email address like ada@example.com.';
  if (form.organization === '') errors.organization = 'Enter the name of your organization.';
  else if (form.organization.length > ORGANIZATION_MAX_LENGTH) errors.organization = `Enter at most ${ORGANIZATION_MAX_LENGTH} characters.`;
  else if (hasControlCharacter(form.organization)) errors.organization = 'Enter the name without control characters.';
  return { form, errors };
}

interface FieldView {
  name: keyof SignInForm;
  label: string;
  type: string;
  autocomplete: string;
  maxLength: number;
  hint?: string;
}

const FIELDS: readonly FieldView[] = [
  { name: 'email', label: 'Email address', type: 'email', autocomplete: 'email', maxLength: EMAIL_MAX_LENGTH },
  {
    name: 'organization',
    label: 'Organization name',
    type: 'text',
    autocomplete: 'organization',
    maxLength: ORGANIZATION_MAX_LENGTH,
    hint: 'The same name, in any case, always signs in to the same organization.',
  },
];

/**
 * The sign-in form of the sandbox (no password: anyone may be anyone here). Each wrong field says so beside itself
 * (`aria-invalid`, its message tied to it by `aria-describedby`) and the first one takes the focus.
 */
export function signInPage(action: string, form: SignInForm = { email: '', organization: '' }, errors: SignInErrors = {}): string {
  const firstWrong = FIELDS.find((field) => errors[field.name])?.name;
  const fields = FIELDS.map((field) => {
    const error = errors[field.name];
    const described = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : ''].filter(Boolean).join(' ');
    return (
      `<label for="${field.name}">${field.label}</label>` +
      (field.hint ? `<p class="note" id="${field.name}-hint">${field.hint}</p>` : '') +
      (error ? `<p class="error" id="${field.name}-error">${escapeHtml(error)}</p>` : '') +
      `<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" maxlength="${field.maxLength}" required` +
      (field.name === 'email' ? ' spellcheck="false" autocapitalize="none"' : '') +
      ` value="${escapeHtml(form[field.name])}"` +
      (described ? ` aria-describedby="${described}"` : '') +
      (error ? ' aria-invalid="true"' : '') +
      (field.name === (firstWrong ?? 'email') ? ' autofocus' : '') +
      '>'
    );
  }).join('');
  const title = `${firstWrong ? 'Error: ' : ''}Sign in – Campaign Manager sandbox`;
  return page(
    title,
    '<h1>Sign in to Campaign Manager</h1>' +
      '<p class="note">Sandbox sign-in: no password. Type any email address and the organization to sign in to; ' +
      'the first person of an organization is its Administrator.</p>' +
      `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">Sign in</button></form>`,
  );
}

/** A page that only says something: an expired sign-in, the provider's errors, sign-out done. */
export function messagePage(title: string, paragraphs: readonly string[], extra = ''): string {
  return page(`${title} – Campaign Manager sandbox`, `<h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${extra}`);
}
