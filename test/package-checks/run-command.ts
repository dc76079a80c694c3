import { execFile } from 'node:child_process';

export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs a command to completion and returns its exit code with stdout and stderr. NODE_OPTIONS is dropped: the test
 * runner sets it so that spawned code runs from source, and these tools must see the packages as users do.
 */
export function runCommand(command: string, args: readonly string[], cwd: string): Promise<CommandResult> {
  const env = { ...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0', NO_COLOR: '1' };
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}`.trim() });
    });
  });
}
