/** A "show more" button under a list read a page at a time, shown while there is a next page. */
export function MoreButton({ query, label, className = 'text-button' }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }; label: string; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <button type="button" className={className} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {label}
    </button>
  );
}
