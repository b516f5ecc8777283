/** How a preview reads in the /api: its id, file, SHA-256, expiry, counts, and every change and error. */
import { errorSentence } from '~/domain/catalogue-transfer/plan';
import { rowsWithErrors, type Preview } from './imports.server';

export function previewJson(preview: Preview) {
  const { changeSet } = preview;
  return {
    id: preview.id,
    fileName: preview.fileName,
    sha256: preview.sha256,
    expiresAt: preview.expiresAt,
    counts: {
      added: changeSet.added.length,
      changed: changeSet.changed.length,
      notInFile: changeSet.missing.length,
      unchanged: changeSet.unchanged,
      rowsWithErrors: rowsWithErrors(changeSet),
    },
    added: changeSet.added.map(({ sheet, rowNumber, label, changes }) => ({ sheet, rowNumber, label, cells: changes })),
    changed: changeSet.changed.map(({ sheet, rowNumber, id, label, changes }) => ({ sheet, rowNumber, id, label, changes })),
    notInFile: changeSet.missing.map(({ sheet, id, label }) => ({ sheet, id, label })),
    errors: changeSet.errors.map((e) => ({ ...e, text: errorSentence(e) })),
    unknownColumns: changeSet.unknownColumns,
  };
}
