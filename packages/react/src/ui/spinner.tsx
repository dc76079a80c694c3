export function Spinner({ label }: { label?: string }) {
  return <span className="airlock-spinner" role={label ? 'status' : undefined} aria-label={label} />;
}
