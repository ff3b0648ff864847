// The engine's facts, from its command-line tool: `patchwork-cli random` gives a seeded game
// record (set-up plus uniformly random legal actions) and `replay` the state after a record.
// The page draws the same set-up for `?seed=N` as `random --seed N`.
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

// A prebuilt binary in PATCHWORK_CLI, or the repository's debug build (built once per worker
// process with `cargo build`, then run directly: a whole game replays its record per action).
let binary = process.env.PATCHWORK_CLI;
function command(args) {
  if (!binary) {
    execFileSync('cargo', ['build', '--quiet', '--bin', 'patchwork-cli'], { cwd: REPO, stdio: 'inherit' });
    binary = resolve(REPO, process.env.CARGO_TARGET_DIR ?? 'target', 'debug', 'patchwork-cli');
  }
  return [binary, args];
}

/** Runs the CLI and returns its standard output (throws on a non-zero exit). */
export function cli(args, input) {
  const [program, argv] = command(args);
  return execFileSync(program, argv, { cwd: REPO, encoding: 'utf8', input, maxBuffer: 1 << 24 });
}

/** The record of a random game for a seed: `{ circle, blue_patches, actions, … }`. */
export function randomRecord(game, seed, board) {
  const args = ['random', '--game', game, '--seed', String(seed)];
  if (board) args.push('--time-board', board);
  return JSON.parse(cli(args));
}

/**
 * The engine's state after the first `count` actions of a record (all when omitted); with
 * `projection`, each player's projection and the tie-break too (`replay --projection`).
 */
export function replay(record, count = record.actions.length, { projection = false } = {}) {
  const args = projection ? ['replay', '--projection', '-'] : ['replay', '-'];
  return JSON.parse(cli(args, JSON.stringify({ ...record, actions: record.actions.slice(0, count) })));
}

/** The engine's reason for refusing the last action of a record, or null when it is legal. */
export function refusal(record) {
  const [program, argv] = command(['replay', '-']);
  const run = spawnSync(program, argv, { cwd: REPO, encoding: 'utf8', input: JSON.stringify(record) });
  return run.status === 1 ? run.stderr.trim() : null;
}
