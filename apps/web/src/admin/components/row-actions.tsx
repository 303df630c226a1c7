import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A table row's edit and delete buttons (icons with labels for screen readers). */
export function EditDeleteActions({
  onEdit,
  onDelete,
}: {
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" aria-label={t('content.edit')} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="ghost" aria-label={t('content.delete')} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4 text-red-300" />
      </Button>
    </span>
  );
}
