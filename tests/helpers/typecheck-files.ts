// `tsx tests/helpers/typecheck-files.ts <file>...`: the project's type errors in these files, with the project's
// tsconfig.json (of the current directory); exit code 1 when there are any. tsc checks every file of the
// program (50 to 65 s here); checking only the named ones reads the others' declarations as the named ones
// need them (about 10 s). tests/new-feature.test.ts checks a generated feature and the registry this way:
// the rest of the copy is the repository's, which `npm test`'s own tsc has checked already.
import path from "node:path";
import ts from "typescript";

const dir = process.cwd();
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(dir, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
if (!config) throw new Error("tsconfig.json not read");
// The ambient declarations every file may rely on (remix.env.d.ts: CSS imports...) are roots beside the named files.
const ambient = config.fileNames.filter((file) => file.endsWith(".d.ts"));
const named = process.argv.slice(2).map((file) => path.resolve(dir, file));
const program = ts.createProgram({ rootNames: [...ambient, ...named], options: config.options });

const diagnostics = [
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...named.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the program`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  }),
];
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => dir, getNewLine: () => "\n" };
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}
console.log(`${named.length} files type-check (${program.getSourceFiles().length} in the program)`);
