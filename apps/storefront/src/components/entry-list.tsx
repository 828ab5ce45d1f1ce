import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import RightOutline from 'antd-mobile-icons/es/RightOutline';

interface Entry {
  label: string;
  /** A screen to open, or an action to run. */
  to?: string;
  onClick?: () => void;
  extra?: ReactNode;
  icon?: ReactNode;
}

/** A list of rows that open screens or run actions, each a real link or button. */
export function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="entry-list">
      {entries.map((entry) => {
        const content = (
          <>
            {entry.icon && (
              <span className="entry-icon" aria-hidden="true">
                {entry.icon}
              </span>
            )}
            <span className="entry-label">{entry.label}</span>
            {entry.extra !== undefined && <span className="entry-extra">{entry.extra}</span>}
            <RightOutline className="entry-arrow" aria-hidden="true" />
          </>
        );
        return (
          <li key={entry.label}>
            {entry.to ? (
              <Link className="entry-row" to={entry.to}>
                {content}
              </Link>
            ) : (
              <button type="button" className="entry-row" onClick={entry.onClick}>
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
