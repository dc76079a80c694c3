const SKELETON_ROWS = 3;

/** Rows standing in for transactions while a page loads; hidden from assistive technology. */
export function ActivitySkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index} className="airlock-activity-row" aria-hidden="true" data-testid="airlock-activity-skeleton">
          <span className="airlock-token-icon airlock-skeleton" />
          <span className="airlock-skeleton" />
        </li>
      ))}
    </>
  );
}
