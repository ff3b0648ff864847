// The patch tables in data/: id → { cost, time, income, cells } (cells [row, col], canonical).
import { readFileSync } from 'node:fs';
import { REPO } from './cli.mjs';

function table(game) {
  const rows = JSON.parse(readFileSync(`${REPO}/data/patches_${game}.json`, 'utf8'));
  return new Map(rows.map((p) => [p.id, p]));
}

const PATCHES = new Map([...table('classic'), ...table('express')]);

/** The table row of a patch id (`c17`, `e03`). */
export function patch(id) {
  const row = PATCHES.get(id);
  if (!row) throw new Error(`unknown patch ${id}`);
  return row;
}

/** Quilt size (squares per side) and final time-board space of a game. */
export const GAMES = {
  classic: { size: 9, final: 53 },
  express: { size: 7, final: 29 },
};
