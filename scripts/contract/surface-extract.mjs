// The public surface of a TypeScript package, read with the compiler API: for every name each shipped entry of
// its package.json `exports` makes importable (re-exports and `export *` followed), its kind and a normalised text
// of its type. The text is what a consumer compiles against, printed the same way on every machine: no absolute
// paths, `import("...")` qualifiers dropped, union members sorted (the checker orders them by internal type ids,
// which move when unrelated code changes), interfaces and object types one member a line.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseMember } from './surface-report.mjs';

// Through require: importing the compiler's CommonJS bundle as ESM makes Node scan its 9 MB for named exports first.
const ts = createRequire(import.meta.url)('typescript');

/**
 * Entries that never ship in a bundle, so no deployed remote or host depends on them across a deployment:
 * `./testing` is imported by tests only and `./dev` by a remote's standalone development page only (ESLint keeps
 * both out of production code). Their changes need no version bump and they are not part of the contract.
 */
const NOT_SHIPPED = ['./testing', './dev'];

const FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope |
  ts.NodeBuilderFlags.GenerateNamesForShadowedTypeParams |
  ts.NodeBuilderFlags.OmitParameterModifiers |
  ts.NodeBuilderFlags.WriteTypeArgumentsOfSignature;

/** The file an `exports` target names: a string, or the `types`/`import`/`default` of a conditions object. */
function exportTarget(target) {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    for (const key of ['types', 'import', 'default']) {
      const found = exportTarget(target[key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The entries a package ships: its `exports` without NOT_SHIPPED, as `{ entry, file }` sorted by entry. */
function shippedEntries(packageJson) {
  const exportsField = packageJson.exports;
  const map =
    typeof exportsField === 'string' ||
    (exportsField && !Object.keys(exportsField)[0]?.startsWith('.'))
      ? { '.': exportsField }
      : (exportsField ?? {});
  return Object.entries(map)
    .filter(([entry]) => !NOT_SHIPPED.includes(entry))
    .map(([entry, target]) => ({ entry, file: exportTarget(target) }))
    .filter((e) => e.file !== undefined)
    .sort((a, b) => compareText(a.entry, b.entry));
}

/** Code-point order: the same on every machine, whatever its locale. */
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Reads the package in `packageDir` (its package.json and tsconfig.json) and returns
 * `{ name, version, entries: { [entry]: Item[] }, excluded: string[] }`; an Item is
 * `{ kind, name, lines }` (a one-line or overloaded declaration) or `{ kind, name, head, members }` (a block, each
 * member `{ key, optional, line }`), the shape surface-report.mjs prints and surface-diff.mjs compares.
 */
export function extractSurface(packageDir) {
  const packageJson = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const entries = shippedEntries(packageJson);
  const configPath = path.join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  // Only the entries as root files: the checker loads what they import and nothing else (not the package's tests),
  // which is the same types in a fraction of the time.
  const files = entries.map((e) => path.resolve(packageDir, e.file));
  const program = ts.createProgram({
    rootNames: files,
    options: { ...config.options, noEmit: true },
  });
  const checker = program.getTypeChecker();
  const packageRoot = path.resolve(packageDir) + path.sep;
  const surface = {};
  entries.forEach(({ entry }, i) => {
    const sourceFile = program.getSourceFile(files[i]);
    if (!sourceFile) throw new Error(`entry ${entry}: ${files[i]} is not in the program`);
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    const exported = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    const surfacePrinter = new SurfacePrinter(checker, sourceFile, packageRoot);
    surface[entry] = exported
      .flatMap((symbol) => surfacePrinter.items(symbol))
      .sort((a, b) => compareText(a.name, b.name) || compareText(a.kind, b.kind));
  });
  return {
    name: packageJson.name,
    version: packageJson.version,
    entries: surface,
    excluded: Object.keys(packageJson.exports ?? {}).filter((e) => NOT_SHIPPED.includes(e)),
  };
}

// neverAsciiEscape (an option the compiler's own printers use): "Care — account", not "Care \u2014 account".
const printer = ts.createPrinter({
  removeComments: true,
  newLine: ts.NewLineKind.LineFeed,
  neverAsciiEscape: true,
});
const scratchFile = ts.createSourceFile('surface.ts', '', ts.ScriptTarget.Latest);

function printNode(node) {
  return printer
    .printNode(ts.EmitHint.Unspecified, normalise(node), scratchFile)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/;$/, '');
}

/** A module specifier as text that does not depend on the machine: a package name, or a file's base name. */
function moduleName(specifier) {
  const inModules = specifier.split(/[\\/]node_modules[\\/]/).pop() ?? specifier;
  if (inModules !== specifier || !/^[./]/.test(specifier)) {
    return inModules
      .replace(/^@types[\\/]/, '')
      .replace(/[\\/](index)?(\.d)?(\.[cm]?[jt]sx?)?$/, '');
  }
  return path.basename(specifier).replace(/(\.d)?\.[cm]?[jt]sx?$/, '');
}

/**
 * `import("...").Name` → `Name` (the report names a type, not where this machine found it); unions flattened and
 * sorted by their printed members; a destructured parameter named by its position (`__0`), since the pattern is
 * the implementation's business, not the caller's.
 */
function normalise(root) {
  // The checker's nodes have no parents: a parameter's position comes from its signature.
  const positions = new Map();
  const index = (node) => {
    node.parameters?.forEach((p, i) => positions.set(p, i));
    ts.forEachChild(node, index);
  };
  index(root);
  const visit = (node) => {
    if (ts.isParameter(node) && ts.isBindingPattern(node.name)) {
      return ts.factory.updateParameterDeclaration(
        node,
        node.modifiers,
        node.dotDotDotToken,
        `__${positions.get(node) ?? 0}`,
        node.questionToken,
        node.type && visit(node.type),
        undefined,
      );
    }
    if (ts.isImportTypeNode(node)) {
      const typeArguments = node.typeArguments?.map((t) => visit(t));
      if (node.qualifier) {
        return node.isTypeOf
          ? ts.factory.createTypeQueryNode(node.qualifier, typeArguments)
          : ts.factory.createTypeReferenceNode(node.qualifier, typeArguments);
      }
      const literal = ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
      const specifier = literal && ts.isStringLiteral(literal) ? literal.text : '?';
      const text = `${node.isTypeOf ? 'typeof ' : ''}import("${moduleName(specifier)}")`;
      return ts.factory.createTypeReferenceNode(text, typeArguments);
    }
    // One quote style, whichever the checker or the source used.
    if (ts.isStringLiteral(node)) return ts.factory.createStringLiteral(node.text);
    const visited = ts.visitEachChild(node, visit, undefined);
    if (ts.isUnionTypeNode(visited)) {
      const byText = new Map();
      const flat = visited.types.flatMap((t) =>
        ts.isParenthesizedTypeNode(t) && ts.isUnionTypeNode(t.type) ? t.type.types : [t],
      );
      for (const member of flat) {
        byText.set(printer.printNode(ts.EmitHint.Unspecified, member, scratchFile), member);
      }
      const sorted = [...byText.keys()].sort(compareText).map((k) => byText.get(k));
      return ts.factory.updateUnionTypeNode(visited, ts.factory.createNodeArray(sorted));
    }
    return visited;
  };
  return visit(root);
}

/** A property name as the report writes it: bare when it is an identifier, quoted otherwise. */
function memberName(name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

class SurfacePrinter {
  constructor(checker, enclosing, packageRoot) {
    this.checker = checker;
    this.enclosing = enclosing;
    this.packageRoot = packageRoot;
  }

  type(type, flags = 0) {
    const node = this.checker.typeToTypeNode(type, this.enclosing, FLAGS | flags);
    return node ? printNode(node) : this.checker.typeToString(type);
  }

  /** `type`, without the `undefined` an optional member's type carries. */
  memberType(symbol) {
    const node = this.checker.typeToTypeNode(
      this.checker.getTypeOfSymbol(symbol),
      this.enclosing,
      FLAGS,
    );
    if (!node) return 'unknown';
    if (symbol.flags & ts.SymbolFlags.Optional && ts.isUnionTypeNode(node)) {
      const rest = node.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
      if (rest.length === 1) {
        const [only] = rest;
        return printNode(ts.isParenthesizedTypeNode(only) ? only.type : only);
      }
      if (rest.length > 1) return printNode(ts.factory.createUnionTypeNode(rest));
    }
    return printNode(node);
  }

  signature(signature, kind, name) {
    let node = this.checker.signatureToSignatureDeclaration(signature, kind, this.enclosing, FLAGS);
    if (!node) return `${name}(?)`;
    if (ts.isFunctionDeclaration(node)) {
      node = ts.factory.updateFunctionDeclaration(
        node,
        undefined,
        undefined,
        ts.factory.createIdentifier(name),
        node.typeParameters,
        node.parameters,
        node.type,
        undefined,
      );
    }
    return printNode(node);
  }

  typeParameters(typeParameters) {
    if (!typeParameters?.length) return '';
    const printed = typeParameters.map((tp) => {
      const node = this.checker.typeParameterToDeclaration(tp, this.enclosing, FLAGS);
      return node ? printNode(node) : tp.symbol.name;
    });
    return `<${printed.join(', ')}>`;
  }

  /** A declaration in the package's own source (not a dependency's, not a .d.ts). */
  ownSource(declaration) {
    const file = declaration.getSourceFile();
    return !file.isDeclarationFile && path.resolve(file.fileName).startsWith(this.packageRoot);
  }

  /** Member lines for `properties` (symbols of an object type), sorted by key. */
  members(properties, prefix = '') {
    return properties
      .filter((p) => {
        const modifiers = p.valueDeclaration ? ts.getCombinedModifierFlags(p.valueDeclaration) : 0;
        return !(modifiers & ts.ModifierFlags.Private) && !p.name.startsWith('__#');
      })
      .map((p) => {
        const modifiers = p.valueDeclaration ? ts.getCombinedModifierFlags(p.valueDeclaration) : 0;
        const readonly =
          modifiers & ts.ModifierFlags.Readonly ||
          (p.flags & ts.SymbolFlags.GetAccessor && !(p.flags & ts.SymbolFlags.SetAccessor));
        const protectedWord = modifiers & ts.ModifierFlags.Protected ? 'protected ' : '';
        const readonlyWord = readonly ? 'readonly ' : '';
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        return parseMember(
          `${prefix}${protectedWord}${readonlyWord}${memberName(p.name)}${optional}: ${this.memberType(p)}`,
        );
      });
  }

  /** Call, construct and index signatures declared in `declarations` (an interface's or a type literal's). */
  signatureMembers(declarations) {
    const lines = [];
    for (const declaration of declarations) {
      for (const member of declaration.members ?? []) {
        if (ts.isCallSignatureDeclaration(member) || ts.isConstructSignatureDeclaration(member)) {
          const signature = this.checker.getSignatureFromDeclaration(member);
          if (signature) lines.push(this.signature(signature, member.kind, ''));
        } else if (ts.isIndexSignatureDeclaration(member)) {
          const parameter = member.parameters[0];
          const keyType = parameter?.type
            ? this.type(this.checker.getTypeFromTypeNode(parameter.type))
            : '?';
          const valueType = member.type
            ? this.type(this.checker.getTypeFromTypeNode(member.type))
            : 'any';
          const readonly = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
          lines.push(
            `${readonly ? 'readonly ' : ''}[${parameter?.name.getText() ?? 'key'}: ${keyType}]: ${valueType}`,
          );
        }
      }
    }
    return lines.map(parseMember);
  }

  /** A type whose members are all the package's own: listed member by member rather than as one long line. */
  isOwnObjectType(type) {
    if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
    if (type.getCallSignatures().length || type.getConstructSignatures().length) return false;
    if (this.checker.getIndexInfosOfType(type).length) return false;
    const properties = this.checker.getPropertiesOfType(type);
    return (
      properties.length > 0 &&
      // A mapped type's members have no declaration of their own: their keys are the package's.
      properties.every((p) => (p.declarations ?? []).every((d) => this.ownSource(d)))
    );
  }

  /** The report's items for one exported symbol: one per meaning (a value, a type, or a name that is both). */
  items(exportedSymbol) {
    const name = exportedSymbol.name;
    const symbol =
      exportedSymbol.flags & ts.SymbolFlags.Alias
        ? this.checker.getAliasedSymbol(exportedSymbol)
        : exportedSymbol;
    const flags = symbol.flags;
    const declarations = symbol.declarations ?? [];
    const items = [];

    const namespaceDeclaration = (exportedSymbol.declarations ?? []).find(
      (d) => ts.isNamespaceExport(d) || ts.isNamespaceImport(d),
    );
    if (
      namespaceDeclaration ||
      (flags & ts.SymbolFlags.ValueModule && !(flags & ts.SymbolFlags.Function))
    ) {
      // `export * as z from 'zod/mini'`: recorded by the module it stands for, not member by member.
      const specifier = namespaceDeclaration
        ? ts.isNamespaceExport(namespaceDeclaration)
          ? namespaceDeclaration.parent.moduleSpecifier
          : namespaceDeclaration.parent.parent.moduleSpecifier
        : undefined;
      const from =
        specifier && ts.isStringLiteral(specifier) ? ` from "${moduleName(specifier.text)}"` : '';
      return [{ kind: 'namespace', name, lines: [`namespace ${name}${from}`] }];
    }

    if (flags & ts.SymbolFlags.Class) {
      const instanceType = this.checker.getDeclaredTypeOfSymbol(symbol);
      const staticType = this.checker.getTypeOfSymbol(symbol);
      const bases = this.checker.getBaseTypes(instanceType).map((t) => this.type(t));
      const head = `class ${name}${this.typeParameters(instanceType.typeParameters)}${bases.length ? ` extends ${bases.join(', ')}` : ''}`;
      // Declared in the class's body, or as a constructor's parameter property (`constructor(readonly size: number)`).
      const own = (p) =>
        p.declarations?.some(
          (d) =>
            declarations.includes(d.parent) ||
            (ts.isParameterPropertyDeclaration(d, d.parent) &&
              declarations.includes(d.parent.parent)),
        );
      const constructors = staticType
        .getConstructSignatures()
        .map((s) => this.signature(s, ts.SyntaxKind.Constructor, name))
        .map(parseMember);
      const members = [
        ...constructors,
        ...this.members(this.checker.getPropertiesOfType(instanceType).filter(own)),
        ...this.members(
          this.checker
            .getPropertiesOfType(staticType)
            .filter((p) => own(p) && p.name !== 'prototype'),
          'static ',
        ),
      ];
      return [{ kind: 'class', name, head, members: sortMembers(members) }];
    }

    if (flags & ts.SymbolFlags.Enum) {
      const members = declarations
        .filter(ts.isEnumDeclaration)
        .flatMap((d) => d.members)
        .map((m) => {
          const key = memberName(m.name.getText().replace(/^["']|["']$/g, ''));
          return parseMember(
            `${key} = ${JSON.stringify(this.checker.getConstantValue(m) ?? null)}`,
          );
        });
      return [{ kind: 'enum', name, head: `enum ${name}`, members: sortMembers(members) }];
    }

    if (flags & ts.SymbolFlags.Function) {
      const signatures = this.checker.getTypeOfSymbol(symbol).getCallSignatures();
      items.push({
        kind: 'function',
        name,
        lines: signatures.map((s) => this.signature(s, ts.SyntaxKind.FunctionDeclaration, name)),
      });
    } else if (flags & ts.SymbolFlags.Variable) {
      const type = this.checker.getTypeOfSymbol(symbol);
      if (!type.aliasSymbol && this.isOwnObjectType(type)) {
        items.push({
          kind: 'const',
          name,
          head: `const ${name}:`,
          members: sortMembers(this.members(this.checker.getPropertiesOfType(type))),
        });
      } else {
        items.push({ kind: 'const', name, lines: [`const ${name}: ${this.type(type)}`] });
      }
    }

    if (flags & ts.SymbolFlags.Interface) {
      const type = this.checker.getDeclaredTypeOfSymbol(symbol);
      const bases = this.checker.getBaseTypes(type).map((t) => this.type(t));
      const interfaces = declarations.filter(ts.isInterfaceDeclaration);
      const own = this.checker
        .getPropertiesOfType(type)
        .filter((p) => p.declarations?.some((d) => interfaces.includes(d.parent)));
      items.push({
        kind: 'interface',
        name,
        head: `interface ${name}${this.typeParameters(type.typeParameters)}${bases.length ? ` extends ${bases.join(', ')}` : ''}`,
        members: sortMembers([...this.members(own), ...this.signatureMembers(interfaces)]),
      });
    } else if (flags & ts.SymbolFlags.TypeAlias) {
      const declaration = declarations.find(ts.isTypeAliasDeclaration);
      const type = this.checker.getDeclaredTypeOfSymbol(symbol);
      const typeParameters = declaration?.typeParameters?.map((p) =>
        this.checker.getTypeAtLocation(p),
      );
      const head = `type ${name}${this.typeParameters(typeParameters)} =`;
      const literal = declaration?.type && ts.isTypeLiteralNode(declaration.type);
      if (literal || (!typeParameters?.length && this.isOwnObjectType(type))) {
        items.push({
          kind: 'type',
          name,
          head,
          members: sortMembers([
            ...this.members(this.checker.getPropertiesOfType(type)),
            ...(literal ? this.signatureMembers([declaration.type]) : []),
          ]),
        });
      } else {
        // A generic alias as written (reprinted): the checker would expand every type it reaches through its
        // parameters (ApiSchema<Name> would list every schema of the API), which is its implementation.
        const node =
          typeParameters?.length && declaration?.type
            ? ts.getSynthesizedDeepClone(declaration.type)
            : this.checker.typeToTypeNode(
                type,
                this.enclosing,
                FLAGS | ts.NodeBuilderFlags.InTypeAlias,
              );
        const literals =
          node && ts.isIntersectionTypeNode(node) ? node.types.filter(ts.isTypeLiteralNode) : [];
        if (literals.length) {
          // `Omit<HTMLAttributes<…>, "title"> & { severity: Severity; title?: ReactNode }`: the named parts in the
          // head, the literal's members one a line, so that a new optional prop reads as the additive change it is.
          const named = node.types
            .filter((t) => !ts.isTypeLiteralNode(t))
            .map((t) => `${printNode(t)} &`);
          const members = literals.flatMap((l) => l.members).map((m) => parseMember(printNode(m)));
          items.push({
            kind: 'type',
            name,
            head: [head, ...named].join(' '),
            members: sortMembers(members),
          });
        } else {
          const text = node ? printNode(node) : this.type(type, ts.NodeBuilderFlags.InTypeAlias);
          items.push({ kind: 'type', name, lines: [`${head} ${text}`] });
        }
      }
    }
    return items;
  }
}

function sortMembers(members) {
  return members.sort((a, b) => compareText(a.key, b.key) || compareText(a.line, b.line));
}
