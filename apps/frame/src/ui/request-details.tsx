import type { ReactNode } from 'react';
import type { CallsSummary } from '../approval/calls-summary';
import type { FeeSummary } from '../approval/fee-summary';
import { nativeAmount, type NativeAmount } from '../approval/native-amount';
import type { RequestSummary } from '../approval/request-summary';
import type { TransactionSummary } from '../approval/transaction-summary';
import type { TypedDataSummary } from '../approval/typed-data-summary';
import { formatMessage } from '@airlock/protocol';
import type { FrameMessages } from '../i18n/frame-messages';
import { useFrameText } from '../i18n/frame-text-store';

type Details = FrameMessages['details'];

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

function TypedDataDetails({ typedData, text }: { typedData: TypedDataSummary; text: Details }) {
  const { domain } = typedData;
  const domainRows: Array<[string, string | undefined]> = [
    [text.name, domain.name],
    [text.version, domain.version],
    [text.network, domain.network],
    [text.verifyingContract, domain.verifyingContract],
  ];
  return (
    <>
      <h2 className="approve-request__subtitle">{text.domain}</h2>
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
const feeRows = (fees: FeeSummary | undefined, text: Details): Array<[string, ReactNode]> =>
  fees
    ? [
        [
          text.maxNetworkFee,
          <>
            <Amount amount={fees.maxFee} /> ({fees.maxFeeUsd})
          </>,
        ],
        [
          text.totalWithFee,
          <>
            <Amount amount={fees.total} />
            {fees.totalUsd ? ` (${fees.totalUsd})` : ''}
          </>,
        ],
      ]
    : [];

/** Every decimal of what is approved, one click away: the rows above round to 6 significant decimals. */
function ExactAmounts({ fees, value, text }: { fees: FeeSummary; value?: NativeAmount; text: Details }) {
  const rows: Array<[string, string]> = [
    ...(value ? [[text.value, value.exact] as [string, string]] : []),
    [text.maxNetworkFee, fees.maxFee.exact],
    [text.total, fees.total.exact],
    [text.totalInWei, fees.total.wei],
  ];
  return (
    <details className="approve-request__exact">
      <summary>{text.exactAmounts}</summary>
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

function TransactionDetails({
  transaction,
  showNetwork = true,
  fees,
  text,
}: {
  transaction: TransactionSummary;
  showNetwork?: boolean;
  fees?: FeeSummary;
  text: Details;
}) {
  const { tokenCall } = transaction;
  const value = nativeAmount(transaction.value, ETH);
  const rows: Array<[string, ReactNode]> = [
    [tokenCall ? text.tokenContract : text.to, transaction.to ?? text.newContract],
    [text.value, <Amount key="value" amount={value} />],
  ];
  if (showNetwork) rows.push([text.network, transaction.network]);
  if (tokenCall?.kind === 'transfer')
    rows.push([text.tokenTransferTo, tokenCall.to], [text.tokenAmount, formatMessage(text.smallestUnit, { amount: tokenCall.amount })]);
  if (tokenCall?.kind === 'approve')
    rows.push(
      [text.allowsSpendingBy, tokenCall.spender],
      [text.tokenAllowance, formatMessage(text.smallestUnit, { amount: tokenCall.amount })],
    );
  if (transaction.dataBytes > 0) rows.push([text.data, formatMessage(text.dataBytes, { count: transaction.dataBytes })]);
  rows.push(...feeRows(fees, text));
  if (transaction.nonce !== undefined) rows.push([text.nonce, transaction.nonce]);
  return (
    <>
      <Rows rows={rows} />
      {fees && <ExactAmounts fees={fees} value={value} text={text} />}
    </>
  );
}

/** The fee and total first: a long batch or its delegation notice must not push them below Approve. */
function CallsDetails({ batch, fees, text }: { batch: CallsSummary; fees?: FeeSummary; text: Details }) {
  const count = batch.calls.length;
  return (
    <>
      <Rows rows={[[text.network, batch.network], ...feeRows(fees, text)]} />
      {fees && <ExactAmounts fees={fees} text={text} />}
      <p className="approve-request__batch">{formatMessage(batch.atomic ? text.atomicBatch : text.sequentialBatch, { count })}</p>
      {fees?.delegation && <p className="approve-request__batch">{fees.delegation}</p>}
      <ol className="approve-request__calls">
        {batch.calls.map((call, index) => (
          <li key={index}>
            <h2 className="approve-request__subtitle">{formatMessage(text.callOf, { index: index + 1, count })}</h2>
            <TransactionDetails transaction={call} showNetwork={false} text={text} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** The decoded request: what exactly gets signed or sent. */
export function RequestDetails({ summary }: { summary: RequestSummary }) {
  const text = useFrameText().details;
  switch (summary.kind) {
    case 'message':
      return (
        <>
          <h2 className="approve-request__subtitle">{summary.message.encoding === 'text' ? text.message : text.hexMessage}</h2>
          <pre className="approve-request__message">{summary.message.text}</pre>
        </>
      );
    case 'typed-data':
      return <TypedDataDetails typedData={summary.typedData} text={text} />;
    case 'transaction':
      return <TransactionDetails transaction={summary.transaction} fees={summary.fees} text={text} />;
    case 'calls':
      return <CallsDetails batch={summary.batch} fees={summary.fees} text={text} />;
    case 'raw':
      return (
        <>
          <h2 className="approve-request__subtitle">{formatMessage(text.rawParameters, { method: summary.method })}</h2>
          <pre className="approve-request__message">{summary.params}</pre>
        </>
      );
  }
}
