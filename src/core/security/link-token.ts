import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the links in emails: the instruction they open, signed with LINK_SECRET, short enough for a URL.
 * A claim token also carries the instruction's link version, so a new link voids every earlier one; an unsubscribe
 * token carries none and works for as long as the instruction exists.
 *
 * Layout (base64url): purpose (1 byte) · instruction id (16) · link version (4, claim only) · HMAC-SHA256 (first 16).
 * An invitation's token has the same layout as an unsubscribe token, with the invitation's id (`signInvitation`).
 */
export type LinkPurpose = 'claim' | 'unsubscribe';

export interface LinkTarget {
  instructionId: string;
  /** Claim links only. */
  linkVersion?: number;
}

const PURPOSE_BYTE: Record<LinkPurpose | 'invitation', number> = { claim: 1, unsubscribe: 2, invitation: 3 };
const MAC_BYTES = 16;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class LinkTokens {
  constructor(private readonly secret: string) {}

  sign(purpose: LinkPurpose, target: LinkTarget): string {
    return this.signed(purpose, target.instructionId, target.linkVersion);
  }

  /** The token of an invitation's page (docs/users-and-roles.md): its id, signed. */
  signInvitation(invitationId: string): string {
    return this.signed('invitation', invitationId);
  }

  /** The invitation a genuine invitation token names; undefined for anything else. */
  verifyInvitation(token: string): string | undefined {
    return this.verified('invitation', token)?.instructionId;
  }

  /** The target of a genuine token of this purpose; undefined for anything else (forged, truncated, other purpose). */
  verify(purpose: LinkPurpose, token: string): LinkTarget | undefined {
    return this.verified(purpose, token);
  }

  private signed(purpose: LinkPurpose | 'invitation', id: string, linkVersion?: number): string {
    if (!UUID_PATTERN.test(id)) throw new Error(`Not a uuid: ${id}`);
    const parts = [Buffer.of(PURPOSE_BYTE[purpose]), Buffer.from(id.replace(/-/g, ''), 'hex')];
    if (purpose === 'claim') {
      const version = Buffer.alloc(4);
      version.writeUInt32BE(linkVersion ?? 0);
      parts.push(version);
    }
    const payload = Buffer.concat(parts);
    return Buffer.concat([payload, this.mac(payload)]).toString('base64url');
  }

  private verified(purpose: LinkPurpose | 'invitation', token: string): LinkTarget | undefined {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) return undefined;
    const bytes = Buffer.from(token, 'base64url');
    const payloadLength = purpose === 'claim' ? 21 : 17;
    if (bytes.length !== payloadLength + MAC_BYTES || bytes[0] !== PURPOSE_BYTE[purpose]) return undefined;
    const payload = bytes.subarray(0, payloadLength);
    if (!timingSafeEqual(bytes.subarray(payloadLength), this.mac(payload))) return undefined;
    const hex = payload.subarray(1, 17).toString('hex');
    const instructionId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return purpose === 'claim' ? { instructionId, linkVersion: payload.readUInt32BE(17) } : { instructionId };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.secret).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
