import { LANGUAGES, type AdminBanner, type BannerInput } from '@tengu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorModal } from '@/admin/components/editor-modal';
import { TextField } from '@/admin/components/form-fields';
import { Switch } from '@/components/ui/switch';
import { useContentChange } from './api';

/** `datetime-local` ↔ ISO in the staff member's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** Adds or edits a banner: a text per language (English required), link, window, order, places. */
export function BannerEditor({
  banner,
  onClose,
}: {
  /** null: a new banner. */
  banner: AdminBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const change = useContentChange();
  const [texts, setTexts] = useState<Record<string, string>>(banner?.texts ?? {});
  const [link, setLink] = useState(banner?.link ?? '');
  const [startsAt, setStartsAt] = useState(toLocalInput(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(banner?.endsAt ?? null));
  const [position, setPosition] = useState(String(banner?.position ?? 0));
  const [onHome, setOnHome] = useState(banner?.onHome ?? true);
  const [inChat, setInChat] = useState(banner?.inChat ?? true);

  const submit = () => {
    const input: BannerInput = {
      texts: Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== '')),
      link: link.trim() || null,
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      position: Number(position) || 0,
      onHome,
      inChat,
    };
    change.mutate(
      banner ? { kind: 'banner.edit', id: banner.id, input } : { kind: 'banner.add', input },
      {
        onSuccess: () => {
          toast.success(t('common.saved'));
          onClose();
        },
      },
    );
  };

  const textField = (language: (typeof LANGUAGES)[number]) => (
    <TextField
      key={language}
      id={`console-banner-text-${language}`}
      label={
        language === 'en'
          ? t('banners.textEnglish')
          : t('banners.textIn', { language: language.toUpperCase() })
      }
      dir="auto"
      value={texts[language] ?? ''}
      required={language === 'en'}
      maxLength={300}
      onChange={(e) => setTexts((v) => ({ ...v, [language]: e.target.value }))}
    />
  );

  return (
    <EditorModal
      title={banner ? t('banners.editTitle') : t('banners.addTitle')}
      testId="console-banner-editor"
      saveTestId="console-banner-save"
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
      errorTestId="console-banner-error"
      onSubmit={submit}
      onClose={onClose}
    >
      {textField('en')}
      <div className="grid gap-3 xs:grid-cols-2">
        {LANGUAGES.filter((l) => l !== 'en').map(textField)}
      </div>
      <TextField
        id="console-banner-link"
        label={t('banners.link')}
        hint={t('banners.linkHint')}
        value={link}
        maxLength={300}
        placeholder="/rewards"
        onChange={(e) => setLink(e.target.value)}
      />
      <div className="grid gap-3 xs:grid-cols-3">
        <TextField
          id="console-banner-starts"
          label={t('banners.starts')}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TextField
          id="console-banner-ends"
          label={t('banners.ends')}
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <TextField
          id="console-banner-position"
          label={t('banners.position')}
          inputMode="numeric"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-6 pt-1">
        <Toggle label={t('banners.onHome')} checked={onHome} onChange={setOnHome} id="home" />
        <Toggle label={t('banners.inChat')} checked={inChat} onChange={setInChat} id="chat" />
      </div>
    </EditorModal>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <Switch
        isOn={checked}
        onToggle={() => onChange(!checked)}
        labelledBy={`console-banner-${id}-label`}
        testId={`console-banner-${id}`}
      />
      <span id={`console-banner-${id}-label`}>{label}</span>
    </div>
  );
}
