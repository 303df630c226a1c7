import {
  decimalToUnits,
  type ProviderRefusedPayload,
  type ProviderTransactionPayload,
} from '@tengu/shared';
import { useEffect, useState } from 'react';
import { useRealtimeStore } from '@/lib/realtime-store';

/** What this visit to a provider game has moved, from the game-provider channel. */
export interface ProviderSession {
  rounds: number;
  /** Ledger units (10⁻⁸ USD), exact. */
  wagered: bigint;
  won: bigint;
  lastWin: bigint | null;
  credits: string | null;
}

export const EMPTY_SESSION: ProviderSession = {
  rounds: 0,
  wagered: 0n,
  won: 0n,
  lastWin: null,
  credits: null,
};

/** Folds one movement into the tally: a stake, a round's win (0 closes a loss), a rollback. */
export function addMovement(
  session: ProviderSession,
  movement: ProviderTransactionPayload,
): ProviderSession {
  const amount = decimalToUnits(movement.amount);
  const next = { ...session, credits: movement.credits };
  if (movement.kind === 'bet') return { ...next, wagered: session.wagered + amount };
  if (movement.kind === 'rollback') return { ...next, wagered: session.wagered - amount };
  return { ...next, rounds: session.rounds + 1, won: session.won + amount, lastWin: amount };
}

/**
 * Listens on /game-provider (spec document 1 section 7) for one game's movements while its page
 * is open: the balance the provider moves reaches the page live.
 */
export function useProviderSession(providerId: string, gameCode: string | null): ProviderSession {
  const client = useRealtimeStore((s) => s.client);
  const socket = client?.socket('/game-provider');
  const [session, setSession] = useState<ProviderSession>(EMPTY_SESSION);
  useEffect(() => {
    if (!socket) return;
    const listener = (movement: ProviderTransactionPayload) => {
      if (movement.provider !== providerId || movement.game_code !== gameCode) return;
      setSession((current) => addMovement(current, movement));
    };
    socket.on('provider:transaction', listener);
    return () => {
      socket.off('provider:transaction', listener);
    };
  }, [socket, providerId, gameCode]);
  return session;
}

/**
 * The player's own loss or wager limit that stopped this game's last stake (the game only shows
 * "user disabled"): set by the wallet's refusal, cleared by the next stake it accepts.
 */
export function useProviderRefusal(
  providerId: string,
  gameCode: string | null,
): ProviderRefusedPayload | null {
  const client = useRealtimeStore((s) => s.client);
  const socket = client?.socket('/game-provider');
  const [refusal, setRefusal] = useState<ProviderRefusedPayload | null>(null);
  useEffect(() => {
    if (!socket) return;
    const isThisGame = (event: { provider: string; game_code: string | null }) =>
      event.provider === providerId && event.game_code === gameCode;
    const onRefused = (payload: ProviderRefusedPayload) => {
      if (isThisGame(payload)) setRefusal(payload);
    };
    const onMovement = (movement: ProviderTransactionPayload) => {
      if (isThisGame(movement) && movement.kind === 'bet') setRefusal(null);
    };
    socket.on('provider:refused', onRefused);
    socket.on('provider:transaction', onMovement);
    return () => {
      socket.off('provider:refused', onRefused);
      socket.off('provider:transaction', onMovement);
    };
  }, [socket, providerId, gameCode]);
  return refusal;
}
