/** Text set into HTML or SVG markup, its special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A table of text: a caption, column headings, and rows headed by their first cell. */
export function htmlTable(caption: string, columns: string[], rows: string[][]): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map(
      ([first = '', ...rest]) =>
        `<tr><th scope="row">${escapeHtml(first)}</th>${rest.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<table><caption>${escapeHtml(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table>`;
}
