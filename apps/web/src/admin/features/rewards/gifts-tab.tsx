import {
  GIFT_AUDIENCES,
  type GiftAudience,
  type GiftPreviewQuery,
  type GiftSend,
  type SendGiftRequest,
} from '@tengu/shared';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, PagedTable } from '@/admin/components/data-table';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { SearchFilter, SelectFilter } from '@/admin/components/filters';
import { formatUsd } from '@/admin/components/format-usd';
import { Panel } from '@/admin/components/panel';
import { QueryView } from '@/admin/components/query-view';
import { CsvButton } from '@/admin/components/table-toolbar';
import { Button } from '@/components/ui/button';
import { REWARDS_PAGE_SIZE, useGiftPreview, useGiftSends, useSendGift } from './api';

interface GiftForm {
  audience: GiftAudience;
  username: string;
  minLevel: string;
  days: string;
  type: 'credits' | 'freebets';
  amount: string;
  reason: string;
}

/** The audience of the form as the preview's query; null until it is complete. */
function previewOf(form: GiftForm): GiftPreviewQuery | null {
  switch (form.audience) {
    case 'player':
      return form.username.trim() ? { audience: 'player', username: form.username.trim() } : null;
    case 'vip':
      return /^\d{1,2}$/.test(form.minLevel) && Number(form.minLevel) <= 40
        ? { audience: 'vip', minLevel: Number(form.minLevel) }
        : null;
    case 'active':
      return /^\d{1,3}$/.test(form.days) && Number(form.days) >= 1 && Number(form.days) <= 365
        ? { audience: 'active', days: Number(form.days) }
        : null;
    default:
      return { audience: form.audience };
  }
}

/** The form's fields a validation message can concern. */
type GiftErrors = Partial<Record<'audience' | 'amount' | 'reason', string>>;

/** The Gifts tab: send a gift to a player or an audience (previewed, confirmed), and the log. */
export function GiftsTab() {
  return (
    <div className="space-y-4">
      <SendGiftPanel />
      <SentGiftsPanel />
    </div>
  );
}

function SendGiftPanel() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<GiftForm>({
    audience: 'player',
    username: '',
    minLevel: '1',
    days: '7',
    type: 'credits',
    amount: '',
    reason: '',
  });
  const [errors, setErrors] = useState<GiftErrors>({});
  const [confirming, setConfirming] = useState<SendGiftRequest | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const query = previewOf(form);
  const preview = useGiftPreview(query);
  const update = (change: Partial<GiftForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setSent(null);
    // Editing a field clears its message; the audience's clears when its value or kind changes.
    const edited = (...keys: (keyof GiftForm)[]) => keys.some((key) => key in change);
    setErrors((e) => ({
      audience: edited('audience', 'username', 'minLevel', 'days') ? undefined : e.audience,
      amount: edited('amount') ? undefined : e.amount,
      reason: edited('reason') ? undefined : e.reason,
    }));
  };

  const review = () => {
    const found: GiftErrors = {};
    if (!query) found.audience = t('rewards.gifts.audienceIncomplete');
    if (!/^\d{1,12}(\.\d{1,8})?$/.test(form.amount.trim()) || Number(form.amount) <= 0)
      found.amount = t('rewards.gifts.amountInvalid');
    if (!form.reason.trim()) found.reason = t('rewards.gifts.messageRequired');
    setErrors(found);
    if (!query || Object.keys(found).length > 0) return;
    setConfirming({
      target: query as SendGiftRequest['target'],
      type: form.type,
      amount: form.amount.trim(),
      reason: form.reason.trim(),
      // One per confirmation dialog: a double click or a retry sends once.
      requestId: crypto.randomUUID(),
    });
  };

  const recipients = query && preview.data ? preview.data.recipients : null;
  return (
    <Panel title={t('rewards.gifts.send')} testId="rewards-gift-form">
      <div className="grid gap-3 p-4 md:grid-cols-2 xl:grid-cols-4">
        <SelectFilter
          id="rewards-gift-audience"
          label={t('rewards.gifts.audience')}
          value={form.audience}
          options={GIFT_AUDIENCES.map((a) => ({
            value: a,
            label: t(`rewards.gifts.audiences.${a}`),
          }))}
          onChange={(audience) => audience && update({ audience })}
        />
        {form.audience === 'player' && (
          <TextField
            id="rewards-gift-username"
            label={t('rewards.gifts.username')}
            value={form.username}
            error={errors.audience}
            autoComplete="off"
            onChange={(e) => update({ username: e.target.value })}
          />
        )}
        {form.audience === 'vip' && (
          <TextField
            id="rewards-gift-level"
            label={t('rewards.gifts.minLevel')}
            inputMode="numeric"
            value={form.minLevel}
            error={errors.audience}
            onChange={(e) => update({ minLevel: e.target.value })}
          />
        )}
        {form.audience === 'active' && (
          <TextField
            id="rewards-gift-days"
            label={t('rewards.gifts.days')}
            inputMode="numeric"
            value={form.days}
            error={errors.audience}
            onChange={(e) => update({ days: e.target.value })}
          />
        )}
        <SelectFilter
          id="rewards-gift-type"
          label={t('rewards.gifts.type')}
          value={form.type}
          options={(['credits', 'freebets'] as const).map((v) => ({
            value: v,
            label: t(`rewards.gifts.types.${v}`),
          }))}
          onChange={(type) => type && update({ type })}
        />
        <TextField
          id="rewards-gift-amount"
          label={t('rewards.gifts.amount')}
          inputMode="decimal"
          placeholder="5.00"
          value={form.amount}
          error={errors.amount}
          onChange={(e) => update({ amount: e.target.value })}
        />
        <TextField
          id="rewards-gift-message"
          label={t('rewards.gifts.message')}
          className="md:col-span-2 xl:col-span-4"
          hint={t('rewards.gifts.messageHint')}
          maxLength={200}
          value={form.reason}
          error={errors.reason}
          onChange={(e) => update({ reason: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-ink-700 px-4 py-3">
        <p className="min-w-0 flex-1 text-sm text-fog" data-testid="rewards-gift-preview">
          {query === null
            ? t('rewards.gifts.audienceIncomplete')
            : preview.isError
              ? preview.error.message
              : recipients === null
                ? t('rewards.gifts.counting')
                : t('rewards.gifts.reaches', { n: recipients })}
        </p>
        {sent !== null && (
          <p role="status" className="text-sm text-emerald-400" data-testid="rewards-gift-sent">
            {t('rewards.gifts.sent', { n: sent })}
          </p>
        )}
        <Button data-testid="rewards-gift-review" disabled={recipients === 0} onClick={review}>
          <Send className="size-4" aria-hidden />
          {t('rewards.gifts.review')}
        </Button>
      </div>
      {confirming && (
        <ConfirmGift
          request={confirming}
          recipients={recipients ?? 0}
          onClose={() => setConfirming(null)}
          onSent={(count) => {
            setConfirming(null);
            setSent(count);
            setForm((f) => ({ ...f, amount: '', reason: '' }));
          }}
        />
      )}
    </Panel>
  );
}

function ConfirmGift({
  request,
  recipients,
  onClose,
  onSent,
}: {
  request: SendGiftRequest;
  recipients: number;
  onClose: () => void;
  onSent: (recipients: number) => void;
}) {
  const { t } = useTranslation('admin');
  const send = useSendGift();
  return (
    <EditorModal
      title={t('rewards.gifts.confirmTitle')}
      testId="rewards-gift-confirm"
      saveTestId="rewards-gift-confirm-send"
      saveLabel={t('rewards.gifts.confirmSend')}
      width="narrow"
      pending={send.isPending}
      error={send.error?.message ?? null}
      onSubmit={() => send.mutate(request, { onSuccess: (r) => onSent(r.recipients) })}
      onClose={onClose}
    >
      <p className="text-sm">
        {t('rewards.gifts.confirmText', {
          amount: formatUsd(request.amount),
          type: t(`rewards.gifts.types.${request.type}`),
          n: recipients,
        })}
      </p>
      <p className="rounded-[var(--radius-control)] bg-ink-900 px-3 py-2 text-sm text-fog">
        “{request.reason}”
      </p>
    </EditorModal>
  );
}

function SentGiftsPanel() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useGiftSends(page, q);
  const audienceText = (r: GiftSend) =>
    r.audience === 'player'
      ? (r.audienceValue ?? '')
      : t(`rewards.gifts.audienceShort.${r.audience}`, { value: r.audienceValue ?? '' });
  return (
    <Panel
      title={t('rewards.gifts.sentTitle')}
      testId="rewards-gift-sends"
      action={
        <CsvButton
          path="/admin/rewards/gifts"
          query={{ q: q.trim() || undefined }}
          testId="rewards-gifts-csv"
        />
      }
    >
      <div className="px-4 py-3">
        <SearchFilter
          id="rewards-gifts-search"
          label={t('rewards.gifts.search')}
          placeholder={t('rewards.gifts.searchPlaceholder')}
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      <QueryView
        query={list}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('rewards.gifts.empty')}
      >
        {(data) => (
          <PagedTable<GiftSend>
            testId="rewards-gift-sends-table"
            rows={data.items}
            rowKey={(r) => r.id}
            page={page}
            pageSize={REWARDS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            columns={[
              {
                key: 'time',
                header: t('rewards.gifts.time'),
                cell: (r) => formatTime(r.createdAt),
                className: 'whitespace-nowrap',
              },
              { key: 'audience', header: t('rewards.gifts.audience'), cell: audienceText },
              {
                key: 'gift',
                header: t('rewards.gifts.gift'),
                cell: (r) => (
                  <span className="whitespace-nowrap">
                    {formatUsd(r.amount)} {t(`rewards.gifts.types.${r.type}`)}
                  </span>
                ),
              },
              {
                key: 'message',
                header: t('rewards.gifts.message'),
                cell: (r) => (
                  <div className="max-w-64 truncate" title={r.reason}>
                    {r.reason}
                  </div>
                ),
              },
              {
                key: 'claimed',
                header: t('rewards.gifts.claimed'),
                cell: (r) => t('rewards.gifts.claimedOf', { claimed: r.claimed, n: r.recipients }),
                className: 'whitespace-nowrap',
              },
              {
                key: 'by',
                header: t('rewards.gifts.by'),
                cell: (r) => <span className="text-xs text-fog">{r.createdBy}</span>,
              },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}
