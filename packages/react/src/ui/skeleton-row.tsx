/** A list row standing in for a wallet that is still loading; hidden from assistive technology. */
export function SkeletonRow() {
  return (
    <li aria-hidden="true" data-testid="airlock-skeleton-row">
      <div className="airlock-row airlock-row-skeleton">
        <span className="airlock-skeleton-image" />
        <span className="airlock-skeleton" />
      </div>
    </li>
  );
}
