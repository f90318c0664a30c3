import type { ReactNode } from 'react';

/**
 * A chart's figures as a table for screen readers: the first column names each row. (A table
 * cannot be shrunk itself, so it sits in a visually hidden box.)
 */
export function ChartTable({ title, columns, rows }: { title: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
