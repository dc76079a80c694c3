import ts from 'typescript';

/** Declaration kinds as the report names them; a merged symbol lists each (e.g. `const+type`). */
function declarationKind(declaration: ts.Declaration): string {
  if (ts.isFunctionDeclaration(declaration)) return 'function';
  if (ts.isClassDeclaration(declaration)) return 'class';
  if (ts.isInterfaceDeclaration(declaration)) return 'interface';
  if (ts.isTypeAliasDeclaration(declaration)) return 'type';
  if (ts.isEnumDeclaration(declaration)) return 'enum';
  if (ts.isModuleDeclaration(declaration)) return 'namespace';
  if (ts.isVariableDeclaration(declaration)) return ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? 'const' : 'let';
  return ts.SyntaxKind[declaration.kind];
}

/**
 * Each export of each entry as `<name>: <kind>`, sorted, computed with the compiler from the entry's source,
 * so a re-export or a change of kind (a type becoming a value) shows.
 */
export function publicSurfaces(entryFiles: readonly string[], compilerOptions: ts.CompilerOptions): Map<string, string[]> {
  const program = ts.createProgram({ rootNames: [...entryFiles], options: { ...compilerOptions, noEmit: true } });
  const checker = program.getTypeChecker();
  const surfaces = new Map<string, string[]>();
  for (const file of entryFiles) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file} is not a module the compiler can read`);
    const lines = checker.getExportsOfModule(moduleSymbol).map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      // `ConnectButton.Custom = …` adds an assignment to the function's declarations; it is not a kind of its own.
      const declarations = (target.declarations ?? []).filter(
        (declaration) =>
          !ts.isIdentifier(declaration) && !ts.isPropertyAccessExpression(declaration) && !ts.isBinaryExpression(declaration),
      );
      const kinds = [...new Set(declarations.map(declarationKind))].sort();
      return `${exported.name}: ${kinds.join('+') || 'unknown'}`;
    });
    surfaces.set(file, lines.sort());
  }
  return surfaces;
}
