/**
 * A screen with the add/delete switch: the title, the switch, the heading of the chosen
 * mode and its content. Add mode unless the route starts in delete mode.
 */
import { useState, type ReactNode } from 'react';
import ModeToggle, { type Mode } from './ModeToggle';
import { ScreenTitle } from './list';

interface Props {
  title: string;
  intro: ReactNode;
  addHeading: string;
  deleteHeading: string;
  initialMode?: Mode;
  add: ReactNode;
  remove: ReactNode;
}

export default function AddDeleteScreen({ title, intro, addHeading, deleteHeading, initialMode = 'add', add, remove }: Props) {
  const [mode, setMode] = useState<Mode>(initialMode);
  return (
    <>
      <ScreenTitle title={title}>{intro}</ScreenTitle>
      <ModeToggle mode={mode} onChange={setMode} addLabel={addHeading} deleteLabel={deleteHeading} />
      <h2 className="mt-6 mb-4 text-xl font-bold text-brand-900">{mode === 'add' ? addHeading : deleteHeading}</h2>
      {mode === 'add' ? add : remove}
    </>
  );
}
