import type { TableRow } from './data-table';

/** Saves text generated in the browser as a file (no server round trip, CSP-safe blob URL). */
export function downloadText(filename: string, text: string, type = 'text/markdown;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Markdown table from the same rows the page renders, so the document matches the page. */
export function markdownTable(columns: string[], rows: TableRow[]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map((row) => line([row.label, ...row.cells]))].join(
    '\n',
  );
}

export function markdownList(items: { title: string; description: string }[]) {
  return items.map((item) => `- **${item.title}** — ${item.description}`).join('\n');
}
