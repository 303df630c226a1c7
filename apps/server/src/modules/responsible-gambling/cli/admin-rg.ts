import { RG_SELF_EXCLUSION_DURATIONS, type RgSelfExclusionDuration } from '@tengu/shared';
import type { DB } from '#app/db/database';
import { userIdOf } from '#app/modules/users/cli/user-id-of';
import { insertAudit } from '#app/modules/admin/admin.repository';
import { getRgState, startSelfExclusion } from '../rg-state.service';

export const RG_ADMIN_USAGE = `       npm run admin -- rg show USERNAME
       npm run admin -- rg self-exclude USERNAME 6m|1y|permanent --reason "..." [--operator NAME]`;

export function isRgAdminCommand(positionals: string[]): boolean {
  return positionals[0] === 'rg';
}

const isDuration = (text: string): text is RgSelfExclusionDuration =>
  (RG_SELF_EXCLUSION_DURATIONS as readonly string[]).includes(text);

/**
 * `npm run admin -- rg …` (ADR 050): what a player's protections are (limits with their use,
 * the exclusion, the reminder), and a self-exclusion applied by support at the player's written
 * request — audited, and like the player's own it can only make an exclusion longer. Nothing
 * here lifts or shortens one.
 */
export async function runRgAdminCommand(options: {
  db: DB;
  positionals: string[];
  reason: string | undefined;
  operator: string;
  print: (line: string) => void;
  now?: () => Date;
}): Promise<void> {
  const { db, print } = options;
  const deps = { db, now: options.now ?? (() => new Date()) };
  const [, action, username = '', durationText = ''] = options.positionals;
  if (action === 'show' && username) {
    const state = await getRgState(deps, await userIdOf(db, username));
    const exclusion = state.exclusion;
    print(
      exclusion
        ? `${exclusion.kind} since ${exclusion.startedAt} until ${exclusion.until ?? 'permanent'}`
        : 'no cool-off or self-exclusion',
    );
    for (const limit of state.limits) {
      const pending = limit.pending
        ? ` (pending: ${limit.pending.amount ?? 'removal'} at ${limit.pending.at})`
        : '';
      print(`${limit.period} ${limit.kind} limit $${limit.amount}, used $${limit.used}${pending}`);
    }
    if (state.limits.length === 0) print('no limits');
    print(
      state.realityCheckMinutes > 0
        ? `reality check every ${state.realityCheckMinutes} minutes`
        : 'reality check off',
    );
    return;
  }
  if (action === 'self-exclude' && username && durationText) {
    if (!isDuration(durationText)) {
      throw new Error(`the duration is one of ${RG_SELF_EXCLUSION_DURATIONS.join(', ')}`);
    }
    const reason = options.reason?.trim();
    if (!reason) throw new Error('--reason is required (e.g. the support ticket)');
    const userId = await userIdOf(db, username);
    const state = await startSelfExclusion(deps, {
      userId,
      duration: durationText,
      alsoIn: (trx) =>
        insertAudit(trx, {
          operator: options.operator,
          action: 'rg_self_exclusion',
          targetUserId: userId,
          details: { duration: durationText, reason },
          ledgerEntryId: null,
        }),
    });
    print(`${username} self-excluded until ${state.exclusion?.until ?? 'permanent'} (audited)`);
    return;
  }
  throw new Error(`usage:\n${RG_ADMIN_USAGE}`);
}
