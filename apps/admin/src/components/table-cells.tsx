import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** Widest a free-text cell (an email, a nickname) may grow before it is cut with an ellipsis. */
const CLIPPED_TEXT_MAX_WIDTH = 200;
/** Wide enough for two short links side by side; more links wrap onto a second line. */
export const ACTIONS_COLUMN_WIDTH = 180;

/**
 * Text a customer or operator typed can be any length; cut, it keeps the table within the page
 * (the whole text shows on hover). `<bdi>` keeps an email or code in its own direction in Arabic.
 */
export function ClippedText({ text, maxWidth = CLIPPED_TEXT_MAX_WIDTH }: { text: string | null | undefined; maxWidth?: number }) {
  if (!text) return null;
  return (
    <bdi title={text} style={{ display: 'inline-block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>
      {text}
    </bdi>
  );
}

/**
 * The row actions column, sticky at the row's end. Its fixed width makes its links wrap rather
 * than widen it over the columns before it.
 */
export function actionsColumn<Row>(title: string, render: (row: Row) => ReactNode): ColumnType<Row> {
  return { key: 'actions', title, fixed: 'right', width: ACTIONS_COLUMN_WIDTH, render: (_, row) => render(row) };
}

/**
 * A cell of one main line with secondary lines under it: related columns combined this way keep a
 * list within the page at 1,280 px, its actions in sight. Empty lines are left out.
 */
export function StackedCell({ main, lines }: { main: ReactNode; lines: ReactNode[] }) {
  return (
    <>
      <div>{main}</div>
      {lines
        .filter((line) => line !== null && line !== undefined && line !== false && line !== '')
        .map((line, index) => (
          <div key={index}>
            <Typography.Text type="secondary">{line}</Typography.Text>
          </div>
        ))}
    </>
  );
}
