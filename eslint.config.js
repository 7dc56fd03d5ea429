// Lint: typescript-eslint's recommended rules, and which folder may import which (docs/LAYERS.md).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "dist-dev/**", "node_modules/**", "test/fixtures/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // Terminal escapes are what the screen tests look for.
      "no-control-regex": "off",
    },
  },
  // The seat is the one gate to a game's secrets (docs/SEAT.md): the screens, the bot and a side's
  // output reach game information only through src/seat; geometry and drawing (hex, map, ship) stay
  // open to them. Self-contained, and last, so that other folder rules merge beside it.
  ...seatOnly(["src/tui/**/*.ts"], ["content/scenario-entries\\.js$"]),
  ...seatOnly(["src/ai/**/*.ts"]),
  ...seatOnly(["src/cli/side-output.ts"], [], ["seat/"]),
);

/**
 * Rules for FILES: no relative import out of their own folder but into `allowed` (by default the
 * seat, hex, map and ship folders) and `more` (regular expressions on the rest of the path).
 */
function seatOnly(files, more = [], allowed = ["seat/", "hex/", "map/", "ship/"]) {
  const open = [...allowed, ...more].join("|");
  const outside = `^(\\.\\./)+(?!\\.\\./)(?!${open})`;
  const message =
    "a screen, the bot and a side's output get game information only from src/seat (its Seat and types): see docs/SEAT.md";
  return [
    {
      files,
      rules: {
        "no-restricted-imports": ["error", { patterns: [{ regex: outside, message }] }],
        // import() of another folder: none is needed, so none is allowed.
        "no-restricted-syntax": ["error", { selector: "ImportExpression > Literal[value=/^\\.\\./]", message }],
      },
    },
  ];
}
