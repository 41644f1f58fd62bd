#!/usr/bin/env node
// `npm start`: builds what is missing or out of date, then runs the server (which migrates the
// database, seeds demo data once and serves the app). Signals reach the server directly.
import { pathToFileURL } from 'node:url';
import { at, buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(at('apps/api/dist/main.js')).href);
