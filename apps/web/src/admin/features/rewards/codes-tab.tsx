import type { ConsoleLootboxCode } from '@tengu/shared';
import { Ban, ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatTime, PagedTable } from '@/admin/components/data-table';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { SearchFilter } from '@/admin/components/filters';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton } from '@/admin/components/table-toolbar';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { REWARDS_PAGE_SIZE, useCodeChange, useLootboxCodes, useRedemptions } from './api';

/** The Lootbox codes tab: create, list with their opens, disable. */
export function CodesTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useLootboxCodes(page, q);
  const state = (r: ConsoleLootboxCode) =>
    !r.active ? 'disabled' : r.usable ? 'active' : 'finished';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchFilter
          id="rewards-codes-search"
          label={t('rewards.codes.search')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
        <Button data-testid="rewards-code-new" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden />
          {t('rewards.codes.new')}
        </Button>
      </div>
      <Panel
        title={t('rewards.codes.title')}
        testId="rewards-codes"
        action={
          <CsvButton
            path="/admin/rewards/codes"
            query={{ q: q.trim() || undefined }}
            testId="rewards-codes-csv"
          />
        }
      >
        <QueryView
          query={list}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t('rewards.codes.empty')}
        >
          {(data) => (
            <PagedTable<ConsoleLootboxCode>
              testId="rewards-codes-table"
              rows={data.items}
              rowKey={(r) => r.code}
              page={page}
              pageSize={REWARDS_PAGE_SIZE}
              total={data.total}
              onPage={setPage}
              columns={[
                {
                  key: 'code',
                  header: t('rewards.codes.code'),
                  cell: (r) => <span className="font-mono font-semibold">{r.code}</span>,
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'state',
                  header: t('rewards.codes.state'),
                  cell: (r) => (
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        state(r) === 'active'
                          ? 'bg-emerald-500/15 text-emerald-300'
                          : 'bg-ink-600 text-fog',
                      )}
                    >
                      {t(`rewards.codes.states.${state(r)}`)}
                    </span>
                  ),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'uses',
                  header: t('rewards.codes.uses'),
                  cell: (r) =>
                    r.maxUses === null
                      ? t('rewards.codes.usesUnlimited', { uses: r.uses })
                      : t('rewards.codes.usesOf', { uses: r.uses, max: r.maxUses }),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'expires',
                  header: t('rewards.codes.expires'),
                  cell: (r) => (r.expiresAt ? formatTime(r.expiresAt) : t('rewards.codes.never')),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'last',
                  header: t('rewards.codes.lastOpened'),
                  cell: (r) => (r.lastOpenedAt ? formatTime(r.lastOpenedAt) : '—'),
                  className: 'whitespace-nowrap',
                },
                {
                  key: 'by',
                  header: t('rewards.codes.by'),
                  cell: (r) => <span className="text-xs text-fog">{r.createdBy}</span>,
                },
                {
                  key: 'actions',
                  header: '',
                  cell: (r) => (
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        data-testid={`rewards-code-opens-${r.code}`}
                        onClick={() => setViewing(r.code)}
                      >
                        <ListChecks className="size-3.5" aria-hidden />
                        {t('rewards.codes.opens')}
                      </Button>
                      {r.active && (
                        <Button
                          size="sm"
                          variant="ghost"
                          data-testid={`rewards-code-disable-${r.code}`}
                          onClick={() => setDisabling(r.code)}
                        >
                          <Ban className="size-3.5" aria-hidden />
                          {t('rewards.codes.disable')}
                        </Button>
                      )}
                    </div>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {creating && <CreateCode onClose={() => setCreating(false)} />}
      {disabling && <DisableCode code={disabling} onClose={() => setDisabling(null)} />}
      {viewing && <Redemptions code={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}

function CreateCode({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const change = useCodeChange();
  const [code, setCode] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [expires, setExpires] = useState('');
  const [maxUsesError, setMaxUsesError] = useState<string | undefined>();
  const submit = () => {
    if (maxUses && !/^[1-9]\d{0,9}$/.test(maxUses)) {
      change.reset(); // the message under the field, not a stale refusal, says what is wrong
      return setMaxUsesError(t('rewards.codes.maxUsesInvalid'));
    }
    setMaxUsesError(undefined);
    change.mutate(
      {
        kind: 'create',
        request: {
          code,
          maxUses: maxUses ? Number(maxUses) : null,
          // The date picker's day ends at 23:59:59 UTC.
          expiresAt: expires ? `${expires}T23:59:59Z` : null,
        },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <EditorModal
      title={t('rewards.codes.new')}
      testId="rewards-code-editor"
      saveTestId="rewards-code-save"
      saveLabel={t('rewards.codes.create')}
      pending={change.isPending}
      error={change.error?.message ?? null}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="rewards-code-code"
        label={t('rewards.codes.code')}
        hint={t('rewards.codes.codeHint')}
        value={code}
        autoComplete="off"
        onChange={(e) => setCode(e.target.value.toUpperCase())}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="rewards-code-max"
          label={t('rewards.codes.maxUses')}
          hint={t('rewards.codes.maxUsesHint')}
          inputMode="numeric"
          value={maxUses}
          error={maxUsesError}
          onChange={(e) => {
            setMaxUses(e.target.value);
            setMaxUsesError(undefined);
          }}
        />
        <TextField
          id="rewards-code-expires"
          label={t('rewards.codes.expires')}
          hint={t('rewards.codes.expiresHint')}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
    </EditorModal>
  );
}

function DisableCode({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const change = useCodeChange();
  const [reason, setReason] = useState('');
  return (
    <EditorModal
      title={t('rewards.codes.disableTitle', { code })}
      testId="rewards-code-disable"
      saveTestId="rewards-code-disable-confirm"
      saveLabel={t('rewards.codes.disable')}
      pending={change.isPending}
      error={change.error?.message ?? null}
      onSubmit={() => change.mutate({ kind: 'disable', code, reason }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <p className="text-sm text-fog">{t('rewards.codes.disableText')}</p>
      <TextField
        id="rewards-code-reason"
        label={t('common.reason')}
        value={reason}
        placeholder={t('common.reasonPlaceholder')}
        onChange={(e) => setReason(e.target.value)}
      />
    </EditorModal>
  );
}

function Redemptions({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const opens = useRedemptions(code);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('rewards.codes.opensTitle', { code })}
      closeLabel={t('common.close')}
      testId="rewards-code-redemptions"
      className="w-[min(calc(100vw-24px),720px)]"
    >
      <QueryView
        query={opens}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('rewards.codes.opensEmpty')}
      >
        {(data) => (
          <DataTable
            rows={data.items}
            rowKey={(r) => `${r.userId}`}
            columns={[
              {
                key: 'time',
                header: t('rewards.gifts.time'),
                cell: (r) => formatTime(r.openedAt),
                className: 'whitespace-nowrap',
              },
              { key: 'player', header: t('rewards.codes.player'), cell: (r) => r.username },
              {
                key: 'prize',
                header: t('rewards.codes.prize'),
                cell: (r) => <span className="font-mono">{r.prize}</span>,
              },
            ]}
          />
        )}
      </QueryView>
    </Modal>
  );
}
