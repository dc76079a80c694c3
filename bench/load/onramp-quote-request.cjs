// autocannon setupRequest (loaded by path in its worker thread): each request asks the sandbox for an on-ramp quote of a
// new amount between 10 and 7,500 USD (or EUR), of USDC or ETH, by card or bank, from the JSON file AIRLOCK_BENCH_ONRAMP_QUOTE.
const { readFileSync } = require('node:fs');

const { projectId, network } = JSON.parse(readFileSync(process.env.AIRLOCK_BENCH_ONRAMP_QUOTE, 'utf8'));
let counter = Math.floor(Math.random() * 1e6);

module.exports = (request) => {
  counter++;
  const amount = `${10 + (counter % 7_490)}.${String(counter % 100).padStart(2, '0')}`;
  const body = JSON.stringify({
    projectId,
    network,
    amount,
    purchaseCurrency: counter % 3 === 0 ? 'ETH' : 'USDC',
    paymentCurrency: counter % 2 === 0 ? 'EUR' : 'USD',
    paymentMethod: counter % 5 === 0 ? 'bank_account' : 'card',
  });
  return { ...request, method: 'POST', path: '/v1/onramp/quote', headers: { 'content-type': 'application/json' }, body };
};
