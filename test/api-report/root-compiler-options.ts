import { join } from 'node:path';
import ts from 'typescript';

/** The workspace's compiler options (tsconfig.json at the root), so the checks resolve modules as `npm run typecheck` does. */
export function rootCompilerOptions(root: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return parsed.options;
}
