import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rootCompilerOptions } from './api-report/root-compiler-options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CORE_ENTRY = join(ROOT, 'packages/core/src/index.ts');

/** Exports of core's entry that are called with the client's internal ClientContext, as `name(parameter: type)`. */
function exportsTakingClientContext(): string[] {
  const program = ts.createProgram({ rootNames: [CORE_ENTRY], options: { ...rootCompilerOptions(ROOT), noEmit: true } });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(CORE_ENTRY);
  const moduleSymbol = entry && checker.getSymbolAtLocation(entry);
  if (!entry || !moduleSymbol) throw new Error(`${CORE_ENTRY} could not be read`);
  const offending: string[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const type = checker.getTypeOfSymbolAtLocation(exported, entry);
    const signatures = [...type.getCallSignatures(), ...type.getConstructSignatures()];
    for (const parameter of signatures.flatMap((signature) => signature.getParameters())) {
      const parameterType = checker.typeToString(
        checker.getTypeOfSymbolAtLocation(parameter, entry),
        undefined,
        ts.TypeFormatFlags.NoTruncation,
      );
      if (/\bClientContext\b/.test(parameterType)) offending.push(`${exported.name}(${parameter.name}: ${parameterType})`);
    }
  }
  return offending;
}

describe("core's entry", () => {
  it('exports nothing that takes the internal ClientContext (those actions are reached through the client object)', () => {
    expect(exportsTakingClientContext()).toEqual([]);
  }, 60_000);
});
