import { randomUUID } from 'node:crypto';
import {
  decimalToUnits,
  FREE_SPIN_AMOUNTS_USD,
  FREE_SPIN_FALLBACK_GAMES,
  FREE_SPIN_MAX_COUNT,
  FREE_SPIN_MESSAGES,
  unitsToDecimal,
  type FreeSpinCampaign,
  type FreeSpinOptionsResponse,
  type FreeSpinTipRequest,
  type FreeSpinTipResponse,
} from '@tengu/shared';
import { AppError, isAppError } from '#app/errors/app-error';
import {
  lockEntryAccounts,
  postEntryInTransaction,
  type PostEntryResult,
} from '#app/modules/ledger/ledger.service';
import { findUserById } from '#app/modules/users/users.repository';
import { emitBalancesAfterCommit } from '#app/modules/wallet/balance-events';
import { deliverCampaign, type DeliveryDeps } from './free-spin-delivery';
import { FUNDING_KIND, fundingPostings, payerOf, providerHouseOf } from './free-spin-funding';
import {
  findCampaign,
  findCampaignBySource,
  findFreeSpinGame,
  findGameOfCampaign,
  insertCampaign,
  knownSlotCodes,
  providerNames,
  creditsOf,
  type CampaignRow,
  type FreeSpinGameRow,
} from './free-spins.repository';

/**
 * Tip Freespins (spec document 2 sections 5, 7, 8) and lootbox free-spin prizes, honoured
 * through the providers' campaign API (issue 20; docs/decisions/033-free-spin-tips.md).
 */

export type FreeSpinsDeps = DeliveryDeps;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT_UNITS = new Set(FREE_SPIN_AMOUNTS_USD.map((a) => decimalToUnits(a)));

const bad = (message: string) => new AppError('BAD_REQUEST', message);

export function freeSpinProviders(deps: FreeSpinsDeps) {
  return deps.providers.filter((p) => p.freeSpins && p.operatorPrivateKey !== null);
}

function parseSpinAmount(value: unknown): bigint {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  let units: bigint;
  try {
    units = decimalToUnits(text);
  } catch {
    throw bad(FREE_SPIN_MESSAGES.invalidAmount);
  }
  if (units <= 0n || !AMOUNT_UNITS.has(units)) throw bad(FREE_SPIN_MESSAGES.invalidAmount);
  return units;
}

function parseSpinCount(value: unknown): number {
  const count = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < 1 ||
    count > FREE_SPIN_MAX_COUNT
  ) {
    throw bad(FREE_SPIN_MESSAGES.invalidCount);
  }
  return count;
}

export function campaignView(row: CampaignRow, game: FreeSpinGameRow): FreeSpinCampaign {
  return {
    id: row.id,
    state: row.state,
    spins: row.spins,
    spinAmount: unitsToDecimal(row.spin_value),
    cost: unitsToDecimal(row.cost),
    game: {
      uuid: game.uuid,
      name: game.name,
      slug: game.slug,
      image: game.image,
      providerId: game.provider_id,
    },
  };
}

/** GET options: the providers that grant free spins, the amounts, the known fallback codes. */
export async function freeSpinOptions(deps: FreeSpinsDeps): Promise<FreeSpinOptionsResponse> {
  const providers = freeSpinProviders(deps);
  const ids = providers.map((p) => p.id);
  const names = await providerNames(deps.db, ids);
  return {
    providers: providers.map((p) => ({
      id: p.id,
      name: names.find((n) => n.provider_id === p.id)?.provider_name ?? p.id,
    })),
    amounts: [...FREE_SPIN_AMOUNTS_USD],
    maxCount: FREE_SPIN_MAX_COUNT,
    knownFallbackCodes: await knownSlotCodes(
      deps.db,
      ids,
      FREE_SPIN_FALLBACK_GAMES.map((g) => g.code),
    ),
  };
}

/** The game a request names, for a provider that grants free spins. */
export async function resolveGame(
  deps: FreeSpinsDeps,
  providerId: string | null | undefined,
  gameRef: string | null | undefined,
): Promise<FreeSpinGameRow> {
  const ref = gameRef?.trim() ?? '';
  if (ref === '') throw bad(FREE_SPIN_MESSAGES.noGame);
  const provider = freeSpinProviders(deps).find((p) => p.id === providerId?.trim());
  if (!provider) throw bad(FREE_SPIN_MESSAGES.providerNotAllowed);
  const game = await findFreeSpinGame(deps.db, provider.id, ref);
  if (!game) throw new AppError('NOT_FOUND', FREE_SPIN_MESSAGES.gameUnavailable);
  return game;
}

/**
 * POST tip: validates in the spec's order, then one transaction debits the tipper (accounts
 * locked first) and records the pending campaign; then the grant at the provider, outside any
 * transaction. A retried request (same requestId) answers from the first one's row.
 */
export async function tipFreeSpins(
  deps: FreeSpinsDeps & { userId: string; request: FreeSpinTipRequest },
): Promise<FreeSpinTipResponse> {
  const { request } = deps;
  const tipper = deps.userId.toLowerCase();
  const sourceId = `${tipper}:${request.requestId.toLowerCase()}`;
  const replay = await findCampaignBySource(deps.db, 'tip', sourceId);
  if (replay) return tipAnswer(deps, await retryIfPending(deps, replay), null);

  const recipientId = request.userId.trim().toLowerCase();
  if (recipientId === tipper) throw bad(FREE_SPIN_MESSAGES.cannotTipYourself);
  const recipient = UUID.test(recipientId) ? await findUserById(deps.db, recipientId) : undefined;
  if (!recipient) throw new AppError('NOT_FOUND', FREE_SPIN_MESSAGES.userNotFound);
  if (!(request.gameUuid ?? '').trim()) throw bad(FREE_SPIN_MESSAGES.noGame);
  const spinValue = parseSpinAmount(request.spinAmount);
  const spins = parseSpinCount(request.spinCount);
  const game = await resolveGame(deps, request.provider, request.gameUuid);

  const campaign: Omit<CampaignRow, 'state' | 'attempts'> = {
    id: randomUUID(),
    user_id: recipient.id,
    funded_by: tipper,
    provider_id: game.provider_id,
    game_uuid: game.uuid,
    game_code: game.code,
    spins,
    spin_value: spinValue,
    cost: spinValue * BigInt(spins),
    source: 'tip',
    source_id: sourceId,
    funding_entry_id: null,
  };
  let funded: { entry: PostEntryResult } | { existing: CampaignRow };
  try {
    funded = await deps.db.transaction().execute(async (trx) => {
      // ADR 015: ledger accounts first. The tipper's credits serialise their tips, so the
      // retry check below sees any concurrent twin that committed.
      await lockEntryAccounts(trx, [payerOf(campaign), providerHouseOf(campaign)]);
      const existing = await findCampaignBySource(trx, 'tip', sourceId);
      if (existing) return { existing };
      const entry = await postEntryInTransaction({
        trx,
        idempotencyKey: `${FUNDING_KIND.tip}:${campaign.id}`,
        kind: FUNDING_KIND.tip,
        reference: campaign.id,
        postings: fundingPostings(campaign),
      });
      await insertCampaign(trx, { ...campaign, funding_entry_id: entry.entryId });
      return { entry };
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', FREE_SPIN_MESSAGES.notEnoughBalance);
    }
    throw error;
  }
  if ('existing' in funded)
    return tipAnswer(deps, await retryIfPending(deps, funded.existing), null);
  const realtime = deps.realtime();
  if (realtime) await emitBalancesAfterCommit({ db: deps.db, realtime, result: funded.entry });
  await deliverCampaign(deps, campaign.id);
  const row = await findCampaign(deps.db, campaign.id);
  if (!row) throw new Error('the campaign vanished');
  return tipAnswer(deps, row, recipient.username);
}

/** A retried request of a campaign still pending retries its grant (same campaign uuid). */
async function retryIfPending(deps: FreeSpinsDeps, row: CampaignRow): Promise<CampaignRow> {
  if (row.state !== 'pending') return row;
  await deliverCampaign(deps, row.id);
  return (await findCampaign(deps.db, row.id)) ?? row;
}

async function tipAnswer(
  deps: FreeSpinsDeps,
  row: CampaignRow,
  recipientName: string | null,
): Promise<FreeSpinTipResponse> {
  if (row.state === 'refused') {
    throw new AppError('SERVICE_UNAVAILABLE', FREE_SPIN_MESSAGES.refused, { statusCode: 502 });
  }
  const game = await findGameOfCampaign(deps.db, row.game_uuid);
  const name = recipientName ?? (await findUserById(deps.db, row.user_id))?.username ?? '';
  const credits = row.funded_by ? await creditsOf(deps.db, row.funded_by) : 0n;
  return {
    success: true,
    message:
      row.state === 'granted'
        ? `You sent ${row.spins} free spins of ${game.name} to ${name}`
        : FREE_SPIN_MESSAGES.pending,
    campaign: campaignView(row, game),
    credits: unitsToDecimal(credits),
  };
}
