import type { ChildProcess } from 'node:child_process';

const liveChildren = new Set<ChildProcess>();
const terminationSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let installed = false;

function killAll(signal: NodeJS.Signals): void {
  for (const child of liveChildren) child.kill(signal);
}

function onProcessExit(): void {
  killAll('SIGKILL');
}

function onTerminationSignal(signal: NodeJS.Signals): void {
  killAll('SIGTERM');
  // If we are the only listener, Node would otherwise stop exiting on this signal: restore its
  // default behaviour and re-raise. Other listeners (like the CLI's) decide for themselves.
  if (process.listenerCount(signal) === 1) {
    uninstall();
    process.kill(process.pid, signal);
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', onProcessExit);
  for (const signal of terminationSignals) process.on(signal, onTerminationSignal);
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  process.off('exit', onProcessExit);
  for (const signal of terminationSignals) process.off(signal, onTerminationSignal);
}

/** Kills the child when this process exits or is told to terminate, so no orphan survives us. */
export function reapOnExit(child: ChildProcess): void {
  liveChildren.add(child);
  install();
  const forget = (): void => {
    liveChildren.delete(child);
    if (liveChildren.size === 0) uninstall();
  };
  child.once('exit', forget);
  child.once('error', forget);
}
