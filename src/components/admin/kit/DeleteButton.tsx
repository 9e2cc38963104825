/** An item's Delete button: 'Deleting…' while its delete runs; `name` tells screen readers which item. */
import type { ReactNode } from 'react';
import { btnDangerOutline } from '#components/ui/styles.ts';

interface Props {
  deleting: boolean;
  disabled: boolean;
  onClick: () => void;
  name: ReactNode;
}

export default function DeleteButton({ deleting, disabled, onClick, name }: Props) {
  return (
    <button type="button" data-delete className={btnDangerOutline} onClick={onClick} disabled={disabled}>
      {deleting ? 'Deleting…' : 'Delete'}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
