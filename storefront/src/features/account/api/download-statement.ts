import { downloadFile } from '@/lib/download-file'

export type StatementFormat = 'pdf' | 'csv'

/** `GET /account/statement?format=pdf|csv` (bearer), saved under the server's file name. */
export const downloadStatement = (format: StatementFormat): Promise<void> =>
  downloadFile(`/account/statement?format=${format}`, `statement.${format}`)
