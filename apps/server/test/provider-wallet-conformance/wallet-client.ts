import { randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import type { ProviderWalletResponse } from '@tengu/shared';

/**
 * The provider's side of the seamless wallet, as the conformance suite plays it: signs each body
 * with the provider's private key (RSA-SHA256, base64, `X-Hub88-Signature`) and reads the RS_*
 * answer. Amounts are provider units (10⁻⁵ USD).
 */

export interface WalletReply {
  httpStatus: number;
  /** The raw answer text (to compare retries byte for byte). */
  text: string;
  body: ProviderWalletResponse;
  signature: string | null;
}

export interface Session {
  user: string;
  token: string;
}

export class WalletClient {
  constructor(
    readonly baseUrl: string,
    readonly providerId: string,
    private readonly privateKey: KeyObject,
  ) {}

  /** Posts `body` to the wallet path; `signature` overrides the header (null: none). */
  async call(
    path: string,
    body: Record<string, unknown> | string,
    options: { signature?: string | null; header?: string; providerId?: string } = {},
  ): Promise<WalletReply> {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const signature =
      options.signature === undefined ? this.sign(text) : (options.signature ?? undefined);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature !== undefined) headers[options.header ?? 'x-hub88-signature'] = signature;
    const res = await fetch(
      `${this.baseUrl}/api/provider/${options.providerId ?? this.providerId}/wallet/${path}`,
      { method: 'POST', headers, body: text },
    );
    const answer = await res.text();
    return {
      httpStatus: res.status,
      text: answer,
      body: JSON.parse(answer) as ProviderWalletResponse,
      signature: res.headers.get('x-hub88-signature'),
    };
  }

  sign(text: string): string {
    return sign('sha256', Buffer.from(text), this.privateKey).toString('base64');
  }

  async balance(session: Session): Promise<number> {
    const reply = await this.call('user/balance', {
      request_uuid: randomUUID(),
      token: session.token,
      user: session.user,
    });
    if (reply.body.status !== 'RS_OK' || reply.body.balance === undefined) {
      throw new Error(`balance failed: ${reply.text}`);
    }
    return reply.body.balance;
  }

  bet(session: Session, fields: { amount: number; round?: string; transaction_uuid?: string }) {
    return this.call('transaction/bet', this.betBody(session, fields));
  }

  betBody(
    session: Session & { gameCode?: string },
    fields: { amount: number; round?: string; transaction_uuid?: string },
  ) {
    return {
      request_uuid: randomUUID(),
      transaction_uuid: fields.transaction_uuid ?? randomUUID(),
      token: session.token,
      user: session.user,
      currency: 'USD',
      game_code: session.gameCode ?? GAME_CODE,
      round: fields.round ?? randomUUID(),
      amount: fields.amount,
      round_closed: false,
    };
  }

  winBody(
    session: Session,
    fields: { amount: number; round: string; reference: string; transaction_uuid?: string },
  ) {
    return {
      request_uuid: randomUUID(),
      transaction_uuid: fields.transaction_uuid ?? randomUUID(),
      reference_transaction_uuid: fields.reference,
      token: session.token,
      user: session.user,
      currency: 'USD',
      game_code: GAME_CODE,
      round: fields.round,
      amount: fields.amount,
      round_closed: true,
    };
  }

  rollbackBody(
    session: Session,
    fields: { reference: string; round?: string; transaction_uuid?: string },
  ) {
    return {
      request_uuid: randomUUID(),
      transaction_uuid: fields.transaction_uuid ?? randomUUID(),
      reference_transaction_uuid: fields.reference,
      token: session.token,
      user: session.user,
      game_code: GAME_CODE,
      round: fields.round ?? randomUUID(),
    };
  }
}

/** The game every session of the suite is launched for. */
export const GAME_CODE = 'conformance_slot';

export function isSignedBy(text: string, signature: string | null, publicKey: KeyObject): boolean {
  return (
    signature !== null &&
    verify('sha256', Buffer.from(text), publicKey, Buffer.from(signature, 'base64'))
  );
}
