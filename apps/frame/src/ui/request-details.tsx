import type { ReactNode } from 'react';
import type { CallsSummary } from '../approval/calls-summary';
import type { FeeSummary } from '../approval/fee-summary';
import { nativeAmount, type NativeAmount } from '../approval/native-amount';
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

/** A transaction's value is in wei: ETH's decimals on every EVM chain. */
const ETH = { symbol: 'ETH', decimals: 18 };

/** Short for reading; the exact amount on hover, and in the exact amounts below. */
function Amount({ amount }: { amount: NativeAmount }) {
  return <span title={amount.exact}>{amount.shown}</span>;
}

/** What the send can cost: the most the network can charge, and that plus the value. */
const feeRows = (fees: FeeSummary | undefined): Array<[string, ReactNode]> =>
  fees
    ? [
        [
          'Max network fee',
          <>
            <Amount amount={fees.maxFee} /> ({fees.maxFeeUsd})
          </>,
        ],
        [
          'Total (value + max fee)',
          <>
            <Amount amount={fees.total} />
            {fees.totalUsd ? ` (${fees.totalUsd})` : ''}
          </>,
        ],
      ]
    : [];

/** Every decimal of what is approved, one click away: the rows above round to 6 significant decimals. */
function ExactAmounts({ fees, value }: { fees: FeeSummary; value?: NativeAmount }) {
  const rows: Array<[string, string]> = [
    ...(value ? [['Value', value.exact] as [string, string]] : []),
    ['Max network fee', fees.maxFee.exact],
    ['Total', fees.total.exact],
    ['Total in wei', fees.total.wei],
  ];
  return (
    <details className="approve-request__exact">
      <summary>Exact amounts</summary>
      <dl className="approve-request__exact-rows">
        {rows.map(([label, amount]) => (
          <div key={label} className="approve-request__exact-row">
            <dt>{label}</dt>
            <dd>{amount}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function TransactionDetails({ transaction, showNetwork = true, fees }: { transaction: TransactionSummary; showNetwork?: boolean; fees?: FeeSummary }) {
  const { tokenCall } = transaction;
  const value = nativeAmount(transaction.value, ETH);
  const rows: Array<[string, ReactNode]> = [
    [tokenCall ? 'Token contract' : 'To', transaction.to ?? 'A new contract'],
    ['Value', <Amount amount={value} />],
  ];
  if (showNetwork) rows.push(['Network', transaction.network]);
  if (tokenCall?.kind === 'transfer') rows.push(['Token transfer to', tokenCall.to], ['Token amount', `${tokenCall.amount} (smallest unit)`]);
  if (tokenCall?.kind === 'approve') rows.push(['Allows spending by', tokenCall.spender], ['Token allowance', `${tokenCall.amount} (smallest unit)`]);
  if (transaction.dataBytes > 0) rows.push(['Data', `${transaction.dataBytes} bytes`]);
  rows.push(...feeRows(fees));
  if (transaction.nonce !== undefined) rows.push(['Nonce', transaction.nonce]);
  return (
    <>
      <Rows rows={rows} />
      {fees && <ExactAmounts fees={fees} value={value} />}
    </>
  );
}

/** The fee and total first: a long batch or its delegation notice must not push them below Approve. */
function CallsDetails({ batch, fees }: { batch: CallsSummary; fees?: FeeSummary }) {
  const count = batch.calls.length;
  return (
    <>
      <Rows rows={[['Network', batch.network], ...feeRows(fees)]} />
      {fees && <ExactAmounts fees={fees} />}
      <p className="approve-request__batch">
        {batch.atomic
          ? `${count} calls, run as one atomic batch: all of them happen in one transaction, or none does.`
          : `${count} calls, sent one after another as separate transactions: a call already sent stays done if a later one fails.`}
      </p>
      {fees?.delegation && <p className="approve-request__batch">{fees.delegation}</p>}
      <ol className="approve-request__calls">
        {batch.calls.map((call, index) => (
          <li key={index}>
            <h2 className="approve-request__subtitle">{`Call ${index + 1} of ${count}`}</h2>
            <TransactionDetails transaction={call} showNetwork={false} />
          </li>
        ))}
      </ol>
    </>
  );
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
      return <TransactionDetails transaction={summary.transaction} fees={summary.fees} />;
    case 'calls':
      return <CallsDetails batch={summary.batch} fees={summary.fees} />;
    case 'raw':
      return (
        <>
          <h2 className="approve-request__subtitle">Parameters (not readable as {summary.method})</h2>
          <pre className="approve-request__message">{summary.params}</pre>
        </>
      );
  }
}
