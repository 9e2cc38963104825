/**
 * Moving around a grid of inputs from the keyboard, as in a spreadsheet. A cell is either chosen
 * (its text selected: the arrow keys move to the neighbouring cell, typing replaces the text) or
 * being edited (Enter or F2, a click, or typing starts it: left and right move the caret, and
 * leave the cell only at the edge of its text; Escape stops editing). Up and down always move to
 * the same column of the next row, Enter too while editing. Cells carry `data-row` and `data-col`;
 * the cell being edited carries `data-editing`, which its input loses when it loses the focus.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';

const cellAt = (grid: HTMLElement, row: number, col: number) => grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);

const isEditing = (cell: HTMLElement) => cell.dataset['editing'] === 'true';

const edit = (input: HTMLInputElement, caretAtEnd: boolean) => {
  input.dataset['editing'] = 'true';
  if (caretAtEnd) input.setSelectionRange(input.value.length, input.value.length);
};

/** Whether the caret sits at the start (or end) of the text: only then do left (or right) leave the cell. */
const atEdge = (input: HTMLInputElement, edge: 'start' | 'end') => {
  const { selectionStart, selectionEnd, value } = input;
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart !== selectionEnd) return false;
  return edge === 'start' ? selectionStart === 0 : selectionEnd === value.length;
};

/** Chooses a cell: focused, its text selected, not being edited. */
const choose = (cell: HTMLElement) => {
  cell.focus();
  if (cell instanceof HTMLInputElement) {
    delete cell.dataset['editing'];
    cell.select();
  }
};

const STEPS: Record<string, [number, number] | undefined> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  Enter: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export const moveInGrid = (event: KeyboardEvent<HTMLElement>): void => {
  const target = event.target as HTMLElement;
  const row = Number(target.dataset['row']);
  const col = Number(target.dataset['col']);
  if (!Number.isInteger(row) || !Number.isInteger(col) || event.altKey || event.ctrlKey || event.metaKey) return;
  const input = target instanceof HTMLInputElement ? target : null;
  const editing = input !== null && isEditing(input);

  if (input && !editing && (event.key === 'F2' || event.key === 'Enter')) {
    event.preventDefault();
    return edit(input, true);
  }
  if (event.key === 'F2') return;
  if (event.key === 'Escape') {
    if (!input || !editing) return;
    event.preventDefault();
    return choose(input);
  }
  if (input && !editing && (event.key.length === 1 || event.key === 'Backspace' || event.key === 'Delete')) {
    // Typing into a chosen cell replaces its text, then goes on editing it.
    return edit(input, false);
  }
  const step = STEPS[event.key];
  if (!step) return;
  if (input && editing && event.key === 'ArrowLeft' && !atEdge(input, 'start')) return;
  if (input && editing && event.key === 'ArrowRight' && !atEdge(input, 'end')) return;
  // Enter never sends the form from the grid; up and down never change a number or a choice.
  event.preventDefault();
  const next = cellAt(event.currentTarget, row + step[0], col + step[1]);
  if (next) choose(next);
};

/** A click puts the caret where it lands: the cell is being edited. */
export const editOnClick = (event: MouseEvent<HTMLElement>): void => {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.dataset['row'] !== undefined) target.dataset['editing'] = 'true';
};

/** A cell left is no longer being edited. */
export const stopEditingOnBlur = (event: FocusEvent<HTMLElement>): void => {
  const target = event.target;
  if (target instanceof HTMLInputElement) delete target.dataset['editing'];
};
