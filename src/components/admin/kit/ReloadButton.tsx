/** The action beside "This item was changed by …": reads the item again into the form. */
import { RELOAD_LABEL } from '#domain/common/versions.ts';
import { btnSecondary } from '#components/ui/styles.ts';

export function ReloadButton({ onReload }: { onReload: () => void }) {
  return (
    <button type="button" className={`${btnSecondary} mt-2`} onClick={onReload} data-reload>
      {RELOAD_LABEL}
    </button>
  );
}
