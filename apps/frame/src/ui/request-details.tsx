import type { ReactNode } from 'react';
import type { RequestSummary } from '../approval/request-summary';
import type { TransactionSummary } from '../approval/transaction-summary';
import type { TypedDataSummary } from '../approval/typed-data-summary';

function Rows({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="approve-request__rows">
      {rows.map(([label, value]) => (
        <div key={label} className="approve-request__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TypedDataDetails({ typedData }: { typedData: TypedDataSummary }) {
  const { domain } = typedData;
  const domainRows: Array<[string, string | undefined]> = [
    ['Name', domain.name],
    ['Version', domain.version],
    ['Network', domain.network],
    ['Verifying contract', domain.verifyingContract],
  ];
  return (
    <>
      <h2 className="approve-request__subtitle">Domain</h2>
      <Rows rows={domainRows.filter((row): row is [string, string] => row[1] !== undefined)} />
      <h2 className="approve-request__subtitle">{typedData.primaryType}</h2>
      <Rows rows={typedData.fields.map((field) => [field.name, field.value])} />
    </>
  );
}

function TransactionDetails({ transaction }: { transaction: TransactionSummary }) {
  const { tokenCall } = transaction;
  const rows: Array<[string, ReactNode]> = [
    [tokenCall ? 'Token contract' : 'To', transaction.to ?? 'A new contract'],
    ['Value', `${transaction.valueEth} ETH`],
    ['Network', transaction.network],
  ];
  if (tokenCall?.kind === 'transfer') rows.push(['Token transfer to', tokenCall.to], ['Token amount', `${tokenCall.amount} (smallest unit)`]);
  if (tokenCall?.kind === 'approve') rows.push(['Allows spending by', tokenCall.spender], ['Token allowance', `${tokenCall.amount} (smallest unit)`]);
  if (transaction.dataBytes > 0) rows.push(['Data', `${transaction.dataBytes} bytes`]);
  return <Rows rows={rows} />;
}

/** The decoded request: what exactly gets signed or sent. */
export function RequestDetails({ summary }: { summary: RequestSummary }) {
  switch (summary.kind) {
    case 'message':
      return (
        <>
          <h2 className="approve-request__subtitle">{summary.message.encoding === 'text' ? 'Message' : 'Message (hex: not readable text)'}</h2>
          <pre className="approve-request__message">{summary.message.text}</pre>
        </>
      );
    case 'typed-data':
      return <TypedDataDetails typedData={summary.typedData} />;
    case 'transaction':
      return <TransactionDetails transaction={summary.transaction} />;
    case 'raw':
      return (
        <>
          <h2 className="approve-request__subtitle">Parameters (not readable as {summary.method})</h2>
          <pre className="approve-request__message">{summary.params}</pre>
        </>
      );
  }
}
