import { LEGAL_DOCUMENT_PATHS } from './config/legal-choice';

const DOCUMENTS = {
  [LEGAL_DOCUMENT_PATHS.terms]: {
    title: 'Terms of Service',
    body: [
      'This demo runs on a local development chain. Its tokens have no value, and nothing you do here leaves your machine.',
      'Use it to try Airlock: connect a wallet, sign messages, send, buy and pay with test tokens.',
    ],
  },
  [LEGAL_DOCUMENT_PATHS.privacy]: {
    title: 'Privacy Policy',
    body: [
      'The demo keeps your choices in this browser.',
      'The local Airlock server stores the accounts, names and orders you make, on this machine only.',
    ],
  },
} as const;

/** The demo's terms or privacy policy, which the modal's legal checkbox links; undefined for any other path. */
export function legalDocumentAt(path: string) {
  return DOCUMENTS[path as keyof typeof DOCUMENTS];
}

export function LegalDocumentPage({ path }: { path: string }) {
  const document = legalDocumentAt(path);
  if (!document) return null;
  return (
    <main className="demo-main">
      <article className="demo-card">
        <h1>{document.title}</h1>
        {document.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <a href="/">Back to the demo</a>
        </p>
      </article>
    </main>
  );
}
