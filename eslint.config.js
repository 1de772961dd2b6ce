// `npm run lint` (and `npm test`): typescript-eslint's recommended rules without type information (fast on a
// small machine: tsc already type-checks), the portal's own rules (scripts/eslint/portal-plugin.js) and 400 lines
// at most per file, so a file stays one use case.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import portal from "./scripts/eslint/portal-plugin.js";

export default tseslint.config(
  // reference-router.js is a verbatim copy of the unpatched router, kept as the tests' reference.
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "tests/route-matching/reference-router.js",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { portal, "react-hooks": reactHooks },
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
    rules: {
      "no-undef": "off", // tsc knows the globals
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // 400 lines of code (comments and blank lines, which the formatter adds, not counted).
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
      "portal/feature-boundaries": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Control characters are matched on purpose: input validation refuses them (platform/schema.ts).
      "no-control-regex": "off",
    },
  },
  {
    // One link component in the portal: Remix's costs ~0.1 ms of server time per link (app/shared/ui/link.tsx
    // says why). The bench's floor app keeps Remix's own: it measures the framework.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@remix-run/react", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from ~/shared/ui/link." },
          ],
        },
      ],
    },
  },
  {
    // A page action reads its form with readForm (or readUploadForm): a body that is not a form is a 400
    // with the Russian text there, where the runtime's formData() would throw a 500.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/platform/body-limit.server.ts", "**/*.test.{ts,tsx}", "**/tests/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
          message: "Read a page form with readForm (~/platform/remix.server) or readUploadForm (~/platform/body-limit.server).",
        },
      ],
    },
  },
  {
    // Interface text: app code only. Tests (a feature's e2e/ journeys too) assert on the messages; demo data,
    // rich-text fixtures and the reference data a migration inserts (0022's cities) are content.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "**/messages.ts",
      "**/messages.server.ts",
      // A feature's strings split by area (groups): the bundler ships a whole file with a page.
      "**/messages/*.ts",
      "**/*.test.{ts,tsx}",
      "**/tests/**",
      "**/e2e/**",
      "**/fixtures/**",
      "**/demo.server.ts",
      "**/seed*.server.ts",
      "app/**/migrations/**",
    ],
    rules: { "portal/no-cyrillic": "error" },
  },
  {
    // Ordered migrations are history and demo data is content, not code to split.
    files: ["app/**/migrations/**", "**/demo.server.ts"],
    rules: { "max-lines": "off" },
  },
);
