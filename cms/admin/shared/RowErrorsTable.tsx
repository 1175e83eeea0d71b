/** A file's rows in error: its row number (1 = the header), the column, and what to fix. */
export type RowError = { row: number; column: string; message: string }

/** Rows listed on screen; the rest are counted. */
const SHOWN_ROWS = 500

/** The rows in error of a previewed spreadsheet, as a table that scrolls within its box. */
export function RowErrorsTable({ errors }: { errors: readonly RowError[] }) {
  return (
    <div className="spreadsheet-import__table-wrap">
      <table className="spreadsheet-import__table" aria-label="Errors">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN_ROWS).map((error, index) => (
            <tr key={index}>
              <td>{error.row}</td>
              <td>{error.column}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > SHOWN_ROWS ? (
        <p className="spreadsheet-import__hint">…and {errors.length - SHOWN_ROWS} more rows in error.</p>
      ) : null}
    </div>
  )
}
