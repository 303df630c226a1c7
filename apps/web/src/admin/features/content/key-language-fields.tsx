import { LANGUAGES } from '@tengu/shared';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/admin/components/form-fields';

/**
 * The two fields that name a piece of content in one language: its key (an entry's id, a post's
 * slug: lowercase words joined by hyphens, fixed once saved) and its language.
 */
export function KeyAndLanguageFields({
  idPrefix,
  keyName,
  keyLabel,
  keyValue,
  onKey,
  isNew,
  language,
  onLanguage,
}: {
  /** The fields' ids are `<idPrefix>-<keyName>` and `<idPrefix>-language`. */
  idPrefix: string;
  keyName: 'id' | 'slug';
  keyLabel: string;
  keyValue: string;
  onKey: (value: string) => void;
  /** A new piece: its key can still be chosen. */
  isNew: boolean;
  language: string;
  onLanguage: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        id={`${idPrefix}-${keyName}`}
        label={keyLabel}
        hint={t('content.idHint')}
        value={keyValue}
        required
        readOnly={!isNew}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        onChange={(e) => onKey(e.target.value)}
      />
      <SelectField
        id={`${idPrefix}-language`}
        label={t('content.language')}
        value={language}
        onChange={(e) => onLanguage(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l.toUpperCase()}
          </option>
        ))}
      </SelectField>
    </>
  );
}
