/**
 * Exports the whole filtered list of an admin screen as a CSV file. The list is read a page at a
 * time, so it works at any size; the button says how far the reading got and cannot be pressed
 * again meanwhile.
 */
import { useState } from 'react';
import { listTexts } from '#domain/common/list-query.ts';
import { datedFilename, downloadCsv, toCsv, type CsvCell } from '#lib/csv.ts';
import { btnSecondary } from '#components/ui/styles.ts';

export type ExportProgress = (done: number, total: number) => void;

interface Props<T> {
  /** How many items the filters leave now (nothing to export at 0). */
  total: number;
  /** Reads every item the filters leave, telling how many it has so far. */
  readAll: (onProgress: ExportProgress) => Promise<readonly T[]>;
  /** The file is called `{name}-{today}.csv`. */
  name: string;
  header: readonly string[];
  row: (item: T) => readonly CsvCell[];
  /** What the screen tells the admin when the list could not be read. */
  onFailed: () => void;
}

export default function CsvExportButton<T>({ total, readAll, name, header, row, onFailed }: Props<T>) {
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);

  const exportCsv = async () => {
    setExporting({ done: 0, total });
    try {
      const items = await readAll((done, all) => setExporting({ done, total: all }));
      downloadCsv(datedFilename(name), toCsv(header, items.map(row)));
    } catch (error) {
      console.error(error);
      onFailed();
    } finally {
      setExporting(null);
    }
  };

  return (
    <button type="button" className={btnSecondary} onClick={() => void exportCsv()} disabled={total === 0 || exporting !== null}>
      {exporting ? listTexts.preparing(exporting.done, exporting.total) : 'Export CSV'}
    </button>
  );
}
