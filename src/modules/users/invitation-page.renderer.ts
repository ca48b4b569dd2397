import { Inject, Injectable, Optional } from '@nestjs/common';
import Handlebars from 'handlebars';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compilePageViews } from '../../core/http/page-views';

/** Where the controller serves `stylesheet()`: the only stylesheet the page links (its CSP allows no inline style). */
export const INVITATION_STYLESHEET_PATH = '/invitation-assets/invitation.css';

/** Injection token for another views folder (tests); by default `templates/invitation-page` next to package.json. */
export const INVITATION_PAGE_VIEWS_DIR = 'INVITATION_PAGE_VIEWS_DIR';

/**
 * What the invitation page shows, as `InvitationsService.pageFor(token)` tells it (the same shape as its
 * `InvitationPage`): where the invitation stands, and for a genuine token the organization, the role, the invited
 * email and the expiry.
 */
export type InvitationPageState = 'open' | 'accepted' | 'expired' | 'cancelled' | 'unknown';
export interface InvitationPageModel {
  state: InvitationPageState;
  organizationName?: string;
  roleName?: string;
  email?: string;
  expiresOn?: Date;
}

/** A page to send: its HTTP status (200, 404, 410, 500) and its HTML. */
export interface InvitationPageAnswer {
  status: 200 | 404 | 410 | 500;
  html: string;
}

/** The status of each state's page: the open and accepted invitations are pages (200); the others are gone or never were. */
export const INVITATION_PAGE_STATUS: Readonly<Record<InvitationPageState, 200 | 404 | 410>> = {
  open: 200,
  accepted: 200,
  expired: 410,
  cancelled: 410,
  unknown: 404,
};

/**
 * The folder of the invitation page's views: `templates/invitation-page` in the nearest folder above `from` holding
 * package.json (src/ under jest, dist/src/ after tsc, /app in the image), as the claim page finds its own.
 */
export function invitationPageViewsDir(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'templates', 'invitation-page');
    if (path.dirname(dir) === dir) throw new Error(`No package.json in or above ${from}: cannot locate the invitation page views`);
  }
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `December 31, 2026`, the day in UTC; null for no date or an invalid one. */
export function formatExpiry(date: Date | undefined): string | null {
  return date instanceof Date && !Number.isNaN(date.getTime()) ? longDate.format(date) : null;
}

/** A text worth showing: trimmed, null when empty. */
const shown = (value: string | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** One fact of the open invitation, a `<dt>`/`<dd>` pair. */
interface Fact {
  term: string;
  value: string;
  /** The invited email: marked so that no translation tool rewrites it. */
  isEmail: boolean;
}

/** Everything the `invitation` view places; every member is present (the views compile strict). */
interface InvitationView {
  title: string;
  heading: string;
  /** `open`, `accepted`, `closed` (expired, cancelled) or `invalid` (unknown): the class of the status box. */
  tone: 'open' | 'accepted' | 'closed' | 'invalid';
  intro: string;
  facts: readonly Fact[] | null;
  expiry: string | null;
  howTo: { heading: string; steps: readonly string[] } | null;
  notes: readonly string[];
}

const PRODUCT = 'Campaign Manager';
const SIGN_IN = 'through your organization’s sign-in';

/**
 * The page of an invitation email's link (docs/users-and-roles.md): server-rendered HTML that works without
 * JavaScript, under a CSP that allows no inline script or style, so the views hold neither; the look is
 * `stylesheet()`, served at INVITATION_STYLESHEET_PATH. The views are read and compiled once, at first use, on a
 * Handlebars instance of its own; they use only `{{ }}`, which HTML-escapes every value (the organization's name is
 * its users' data), and no helper but the built-in blocks.
 */
@Injectable()
export class InvitationPageRenderer {
  private compiled?: { view: Handlebars.TemplateDelegate; stylesheet: string };

  constructor(@Optional() @Inject(INVITATION_PAGE_VIEWS_DIR) private readonly dir: string = invitationPageViewsDir()) {}

  /** The page of the invitation's state, with its status. */
  render(page: InvitationPageModel): InvitationPageAnswer {
    const state: InvitationPageState = Object.hasOwn(INVITATION_PAGE_STATUS, page.state) ? page.state : 'unknown';
    return { status: INVITATION_PAGE_STATUS[state], html: this.load().view(this.view({ ...page, state })) };
  }

  stylesheet(): string {
    return this.load().stylesheet;
  }

  private load(): NonNullable<InvitationPageRenderer['compiled']> {
    if (this.compiled) return this.compiled;
    const { views, stylesheet } = compilePageViews(this.dir, ['invitation'], 'invitation.css');
    this.compiled = { view: views.get('invitation')!, stylesheet };
    return this.compiled;
  }

  /** Everything the view shows, decided here: the view only places it. */
  private view(page: InvitationPageModel): InvitationView {
    const organization = shown(page.organizationName);
    const role = shown(page.roleName);
    const email = shown(page.email);
    const base = { facts: null, expiry: null, howTo: null, notes: [] };
    switch (page.state) {
      case 'open': {
        const where = organization ?? PRODUCT;
        const facts: Fact[] = [
          ...(organization ? [{ term: 'Organization', value: organization, isEmail: false }] : []),
          ...(role ? [{ term: 'Role', value: role, isEmail: false }] : []),
          ...(email ? [{ term: 'Email address', value: email, isEmail: true }] : []),
        ];
        const expiry = formatExpiry(page.expiresOn);
        return {
          ...base,
          title: `You are invited to ${where} – ${PRODUCT}`,
          heading: `You are invited to ${where}`,
          tone: 'open',
          intro: `You can join ${organization ?? 'an organization'} on ${PRODUCT}${role ? ` as ${article(role)} ${role}` : ''}.`,
          facts: facts.length > 0 ? facts : null,
          expiry: expiry ? `This invitation expires on ${expiry}.` : null,
          howTo: {
            heading: 'How to accept',
            steps: [
              `Sign in to ${PRODUCT} with ${email ?? 'the email address this invitation was sent to'}, ${SIGN_IN}.`,
              'Signing in with that email address accepts the invitation: there is nothing else to do on this page.',
            ],
          },
          notes: ['If you did not expect this invitation, you can ignore it.'],
        };
      }
      case 'accepted':
        return {
          ...base,
          title: `This invitation was accepted – ${PRODUCT}`,
          heading: 'This invitation was accepted',
          tone: 'accepted',
          intro: `${organization ? `The invitation to ${organization} was accepted.` : 'The invitation was accepted.'} There is nothing more to do with this link.`,
          notes: [`To use ${PRODUCT}, sign in as usual ${SIGN_IN}.`],
        };
      case 'expired':
        return {
          ...base,
          title: `This invitation has expired – ${PRODUCT}`,
          heading: 'This invitation has expired',
          tone: 'closed',
          intro: organization ? `The time to accept this invitation to ${organization} has ended.` : 'The time to accept this invitation has ended.',
          notes: [`To join, ask ${organization ? `someone at ${organization}` : 'the organization that invited you'} to send you a new invitation.`],
        };
      case 'cancelled':
        return {
          ...base,
          title: `This invitation was cancelled – ${PRODUCT}`,
          heading: 'This invitation was cancelled',
          tone: 'closed',
          intro: `${organization ? `${organization} cancelled this invitation` : 'The organization cancelled this invitation'}, so it can no longer be accepted.`,
          notes: ['If you think this is a mistake, contact the person who invited you.'],
        };
      default:
        return {
          ...base,
          title: `This invitation link is not valid – ${PRODUCT}`,
          heading: 'This invitation link is not valid',
          tone: 'invalid',
          intro: 'The link may be incomplete or mistyped.',
          notes: ['Open the link in the invitation email again, or ask the organization that invited you to send a new invitation.'],
        };
    }
  }
}

/** `an Administrator`, `a Manager`: by the first letter, which fits the role names. */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
