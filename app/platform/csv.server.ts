// CSV exports (the audit log, the consents): one way to write a cell and to stream a file. Cells are separated
// by ";" and the file starts with a UTF-8 byte-order mark, as Excel with Russian settings opens it. A cell that
// begins with =, +, -, @, a tab or a carriage return is prefixed with ' so a spreadsheet never runs it as a
// formula (CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts defused, quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(";")}\r\n`;

/**
 * A file streamed as it is read: the header line, then each batch of rows `batches` yields (a keyset walk
 * of the table, a bounded batch at a time), so 100,000 rows never sit in memory at once.
 */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number | null)[])[]>,
) {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
