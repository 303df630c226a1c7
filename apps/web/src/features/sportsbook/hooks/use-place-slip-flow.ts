import type { SbOddsChangedDetails } from '@tengu/shared';
import { SB_ERRORS } from '@tengu/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { usePlaceSlip } from '../api/place-slip';
import { sbErrorText } from '../model/sb-error-text';
import { useSportsPrefs } from '../model/prefs-store';
import { slipIdFor, slipRequest } from '../model/slip-rules';
import { useSlipStore } from '../model/slip-store';
import { useSbT } from './use-sb-t';

function oddsChangedDetails(error: ApiError): SbOddsChangedDetails | null {
  const body = error.body as { error?: { data?: { selections?: unknown } } } | undefined;
  const selections = body?.error?.data?.selections;
  return Array.isArray(selections)
    ? { selections: selections as SbOddsChangedDetails['selections'] }
    : null;
}

/**
 * Placing the slip: one slipId per attempt, reused when the same request is retried after no
 * answer (a timeout, a dropped connection) and dropped once the server answered; every refusal
 * becomes a translated sentence, and ODDS_CHANGED rewrites the slip's prices to accept.
 */
export function usePlaceSlipFlow() {
  const sbT = useSbT();
  const [errorText, setErrorText] = useState<string | null>(null);
  const oddsChange = useSportsPrefs((s) => s.oddsChange);
  const mutation = usePlaceSlip({
    onPlaced: (result) => {
      const count = result.bets.length;
      toast.success(count > 1 ? sbT('slip.placedMany', { count }) : sbT('slip.placed'));
      useSlipStore.getState().clear();
    },
    onRefused: (error) => {
      const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
      // The server refused this attempt: the next one is a new slip. Without an answer the
      // slipId stays, so a retry cannot place the bets twice.
      if (answered) useSlipStore.getState().setAttempt(null);
      const code = error instanceof ApiError ? error.code : undefined;
      if (error instanceof ApiError && code === SB_ERRORS.ODDS_CHANGED) {
        const details = oddsChangedDetails(error);
        if (details) useSlipStore.getState().applyOddsChanged(details);
      }
      const text = sbErrorText(sbT, code);
      setErrorText(text);
      // Said aloud too: the slip may be closed (the phone drawer) by the time the answer comes.
      if (!useSlipStore.getState().isOpen && !window.matchMedia('(min-width: 1024px)').matches) {
        toast.error(text);
      }
    },
  });

  const place = () => {
    const state = useSlipStore.getState();
    const request = slipRequest(state, oddsChange);
    if (!request) return;
    const attempt = slipIdFor(state.attempt, JSON.stringify(request), () => crypto.randomUUID());
    state.setAttempt(attempt);
    setErrorText(null);
    mutation.mutate({ ...request, slipId: attempt.slipId });
  };

  return { place, isPlacing: mutation.isPending, errorText, clearError: () => setErrorText(null) };
}
