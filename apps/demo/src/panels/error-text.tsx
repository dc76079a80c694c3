/** A panel's error, announced to screen readers when it appears. */
export function ErrorText({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="demo-error">
      {message}
    </p>
  );
}
