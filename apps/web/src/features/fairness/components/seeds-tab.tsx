import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_LENGTH } from '@tengu/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { selectIsLoggedIn, useAuthStore } from '@/features/auth/store';
import { useSeeds } from '../api/get-seeds';
import { randomClientSeed } from '../random-seed';
import { useFairnessStore } from '../store';
import { CopyField } from './copy-field';
import { SeedHistory } from './seed-history';

export function SeedsTab() {
  const { t } = useTranslation('games');
  const { data: seeds, isPending, isError } = useSeeds();
  const setChangeSeedOpen = useFairnessStore((s) => s.setChangeSeedOpen);
  const [draft, setDraft] = useState(randomClientSeed);
  const setPendingSeed = useFairnessStore((s) => s.setPendingClientSeed);

  const isLoggedIn = useAuthStore(selectIsLoggedIn);

  // Visitors have no seeds; the Verify tab works for anyone.
  if (!isLoggedIn)
    return <p className="py-6 text-center text-sm text-fog">{t('fairness.signIn')}</p>;
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) return <p role="alert">{t('common.loadError')}</p>;
  return (
    <div className="space-y-4">
      <CopyField
        id="fairness-client-seed"
        label={t('fairness.clientSeed')}
        value={seeds.client_seed}
      />
      <CopyField
        id="fairness-hashed-server-seed"
        label={t('fairness.hashedServerSeed')}
        value={seeds.hashed_server_seed}
      />
      <CopyField
        id="fairness-next-server-seed"
        label={t('fairness.nextServerSeed')}
        value={seeds.next_server_seed}
      />
      <CopyField id="fairness-nonce" label={t('fairness.nonce')} value={String(seeds.nonce)} />
      <Field id="fairness-new-client-seed" label={t('fairness.newClientSeed')}>
        <div className="flex gap-2">
          <Input
            id="fairness-new-client-seed"
            data-testid="fairness-new-client-seed"
            value={draft}
            maxLength={CLIENT_SEED_LENGTH}
            dir="ltr"
            className="font-mono"
            onChange={(event) => setDraft(event.target.value.replace(/\s/g, ''))}
          />
          <Button
            data-testid="fairness-change-seed"
            onClick={() => {
              setPendingSeed(draft);
              setChangeSeedOpen(true);
            }}
          >
            {t('fairness.changeSeed')}
          </Button>
        </div>
      </Field>
      <SeedHistory />
    </div>
  );
}
