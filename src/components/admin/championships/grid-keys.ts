/**
 * Moving around a grid of inputs from the keyboard, as in a spreadsheet: arrow keys up and down
 * (and Enter) go to the same column of the next row, left and right to the neighbouring cell once
 * the caret is at the edge of the text. Cells carry `data-row` and `data-col`.
 */
import type { KeyboardEvent } from 'react';

const cellAt = (grid: HTMLElement, row: number, col: number) => grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);

/** Whether the caret sits at the start (or end) of a text cell: only then does left (or right) leave it. */
const atEdge = (target: HTMLElement, edge: 'start' | 'end') => {
  if (!(target instanceof HTMLInputElement)) return true;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart === null || selectionEnd === null) return true;
  if (selectionStart !== selectionEnd) return false;
  return edge === 'start' ? selectionStart === 0 : selectionEnd === value.length;
};

export const moveInGrid = (event: KeyboardEvent<HTMLElement>): void => {
  const target = event.target as HTMLElement;
  const row = Number(target.dataset['row']);
  const col = Number(target.dataset['col']);
  if (!Number.isInteger(row) || !Number.isInteger(col) || event.altKey || event.ctrlKey || event.metaKey) return;
  const step: Record<string, [number, number] | undefined> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    Enter: [1, 0],
    ArrowLeft: atEdge(target, 'start') ? [0, -1] : undefined,
    ArrowRight: atEdge(target, 'end') ? [0, 1] : undefined,
  };
  const move = step[event.key];
  if (!move) return;
  // Enter in the grid never sends the form; up and down never change a number or a choice.
  event.preventDefault();
  const next = cellAt(event.currentTarget, row + move[0], col + move[1]);
  if (!next) return;
  next.focus();
  if (next instanceof HTMLInputElement) next.select();
};
