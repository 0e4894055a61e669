/**
 * How the command-line scripts end (`npm run fx:set`, `npm run seed:volume`): with the exit code
 * their `main` answers, or 1 and the error's message when it throws.
 * @module
 */

/** Runs `main` and exits the process with its code (1, message on stderr, when it throws). */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
