#!/usr/bin/env node
// `npm run backup [-- file]` and `npm run restore -- <archive>` (decision 0055): builds the server
// when out of date, then runs its operations command with the same environment as `npm start`.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale(['server']);
const { runOpsCommand } = await import(pathToFileURL(at('apps/api/dist/ops-cli.js')).href);
process.exitCode = await runOpsCommand(process.argv.slice(2));
