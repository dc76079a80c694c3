/** The WalletConnect mark: a blue tile with the two-arc "bridge". Inline SVG, no remote image. */
export function WalletConnectIcon() {
  return (
    <svg className="airlock-walletconnect-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#3396ff" />
      <path
        fill="#fff"
        d={
          'M12.3 15.4c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7' +
          'a7.7 7.7 0 0 0-10.7 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.5.5 0 0 1 0-.8l.7-.5Z' +
          'm19.1 3.6 1.6 1.6a.5.5 0 0 1 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.5.5 0 0 1 0-.8' +
          'L8.2 19a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5a.1.1 0 0 0 .2 0l5.1-5a.6.6 0 0 1 .8 0Z'
        }
      />
    </svg>
  );
}
