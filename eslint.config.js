// ESLint: TypeScript's recommended rules, the rules of hooks and accessibility checks on JSX.
// Formatting is Prettier's job (npm run format:check), so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-data/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // A `catch {}` that waits for a server to come up, or cleans up what may be gone, is deliberate.
  { rules: { "no-empty": ["error", { allowEmptyCatch: true }] } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The rules of hooks; the React Compiler's extra rules are left off (decision 032).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Dialogs move the focus to their first control on opening, as the WAI-ARIA dialog pattern asks;
      // the rule cannot tell a dialog from a page (decision 032).
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Parts a person can hold in their head (decision 034): no module in app/ over 400 lines and no
    // function (a component included) over 150, blank lines and comments not counted. Tests and the data
    // files (page text, the marker's word lists) are exempt.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.test.{ts,tsx}",
      "app/content/legal.ts",
      "app/domain/marking/lexicon.ts",
      "app/domain/marking/synonyms.ts",
    ],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The server's code (decision 098): a request's address is the `url` React Router hands a loader or
    // action (its request may be a script's `.data` request), and no AsyncLocalStorage, whose hook would
    // run on every promise of every request once any store is entered.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='URL'] > MemberExpression[object.name='request'][property.name='url']",
          message: "Read the page's address from the loader's or action's `url` argument (docs/decisions/098).",
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "node:async_hooks", message: "A request's scope is kept by the request (docs/decisions/098)." },
            { name: "async_hooks", message: "A request's scope is kept by the request (docs/decisions/098)." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their argument `use`, which is not React's hook,
    // and a fixture that needs none of the others still destructures an empty object.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    // Tests build requests and read loose JSON from the app: `any` is allowed there, not in the product.
    files: ["tests/**", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
